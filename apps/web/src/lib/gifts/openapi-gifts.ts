// The Gift endpoints' part of the OpenAPI document (lib/server/openapi.ts spreads it in), written by hand.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string) => ({ description, ...jsonBody(ref('Error')) });

const contractorParam = { name: 'id', in: 'path', required: true, description: 'The Contractor id (a UUID).', schema: { type: 'string', format: 'uuid' } } as const;
const giftParam = { name: 'giftId', in: 'path', required: true, description: 'The Gift id (a UUID).', schema: { type: 'string', format: 'uuid' } } as const;

const errors = {
  badInput: errorResponse('The input or the spec is malformed; `field` names the first field at fault (e.g. `spec.enhancements`).'),
  unauthenticated: errorResponse('No valid session: send the session cookie or `Authorization: Bearer <token>`.'),
  forbidden: errorResponse('Signed in, but the Contractor is not yours.'),
  notFound: errorResponse('No such Contractor or Gift, or it is private and not yours.'),
  conflict: errorResponse('The `version` (sheet) or `revision` (Gift) sent is stale; nothing was changed.'),
  refused: errorResponse(
    'The Gift breaks a rule: `code` is the first violation (`status_too_low` when a Newbie picks a Veteran-only Effect, `not_enough_gift_credits`, ' +
      '`cost_below_minimum`, `gift_credit_cap_exceeded`, `cost_cannot_drop`…) and `field` where it is (`spec.effectId`).',
  ),
};

const vetoErrors = {
  badInput: errorResponse('The input is malformed: `playgroupId` missing or not an id, `reason` missing, blank or over 1,000 characters.'),
  unauthenticated: errors.unauthenticated,
  forbidden: errorResponse('Not a member of that Playgroup (`not_a_member`), or none of your roles there manages Contractors (`missing_permission`).'),
  notFound: errorResponse('No such Playgroup or Gift, the Gift is not held by this Contractor, or the Contractor has nothing to do with that Playgroup.'),
};
const playgroupIdProperty = { type: 'string', format: 'uuid', description: 'The Playgroup whose veto it is.' };

const pick = { oneOf: [{ type: 'string', description: 'A bare id.' }, { type: 'object', required: ['id'], properties: { id: { type: 'string' }, detail: { type: 'string', maxLength: 200 } } }] };

/** The schemas the Gift endpoints use. */
export const giftSchemas = {
  GiftSpec: {
    type: 'object',
    description: 'What a player chooses in the builder; the server works out cost and System Text from it.',
    required: ['catalogVersion', 'typeId', 'effectId', 'styleId'],
    properties: {
      catalogVersion: { type: 'string', description: 'The catalog version it was built with (GET /gifts/catalog).' },
      typeId: { type: 'string', description: 'power, legendary-artifact, artifact-crafting or consumable-crafting.' },
      effectId: { type: 'string' },
      styleId: { type: 'string', description: 'activated, targeted, trap, passive or functional.' },
      parameters: { type: 'object', additionalProperties: { type: 'string' }, description: 'Parameter id → level id; a missing one stays at its default.' },
      enhancements: { type: 'array', items: pick, maxItems: 20 },
      drawbacks: { type: 'array', items: pick, maxItems: 20 },
      roll: { type: 'object', properties: { attribute: { type: 'string' }, ability: { type: 'string' } } },
      name: { type: 'string', maxLength: 80 },
      tagline: { type: 'string', maxLength: 160 },
      description: { type: 'string', maxLength: 4000 },
    },
  },
  GiftView: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      contractorId: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      tagline: { type: 'string' },
      description: { type: 'string' },
      typeId: { type: 'string' },
      effectId: { type: 'string' },
      styleId: { type: 'string' },
      cost: { type: 'integer', minimum: 1 },
      systemText: { type: 'string' },
      revision: { type: 'integer', description: 'Send it back as `revision` when improving.' },
      spec: ref('GiftSpec'),
      artifact: { type: ['object', 'null'], description: 'Legendary Artifacts: `status` (held, lost, stolen, destroyed) and `history`.' },
      crafting: { type: ['object', 'null'], description: 'Crafting Gifts: `kind`, `freeCopies`, `freeThisDowntime`.' },
    },
    additionalProperties: true,
  },
  GiftPreview: {
    type: 'object',
    properties: {
      cost: { type: 'integer' },
      rawCost: { type: 'integer', description: 'Before the minimum of 1 is applied.' },
      breakdown: { type: 'object', additionalProperties: { type: 'integer' } },
      systemText: { type: 'string' },
      requiredStatus: { type: 'string' },
      violations: { type: 'array', items: ref('GiftProblem') },
      warnings: { type: 'array', items: ref('GiftProblem') },
      recipient: { type: ['object', 'null'] },
    },
  },
  GiftProblem: {
    type: 'object',
    properties: { code: { type: 'string' }, field: { type: 'string' }, message: { type: 'string' }, component: { type: 'string' } },
  },
  GiftVeto: {
    type: 'object',
    description: 'A Playgroup’s veto on a Gift. While `ended` is null the holder cannot answer that Playgroup’s invitations.',
    properties: {
      id: { type: 'string', format: 'uuid' },
      giftId: { type: 'string', format: 'uuid' },
      giftName: { type: 'string' },
      contractorId: { type: 'string', format: 'uuid' },
      playgroup: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
      reason: { type: 'string' },
      giftRevision: { type: 'integer', description: 'The revision that was judged; reworking the Gift ends the veto.' },
      vetoedBy: { type: ['string', 'null'], description: 'Handle of who vetoed it.' },
      vetoedAt: { type: 'string', format: 'date-time' },
      ended: {
        type: ['object', 'null'],
        properties: { at: { type: 'string', format: 'date-time' }, how: { enum: ['lifted'] }, by: { type: ['string', 'null'] } },
      },
    },
  },
} as const;

/** The Gift endpoints. */
export const giftPaths = {
  '/gifts/catalog': {
    get: {
      summary: 'The Gift catalog: version, categories, Gift Types, Activation Styles, Effects with their Parameters, Enhancements and Drawbacks, and the stock Gifts.',
      security: [],
      responses: { 200: { description: 'The catalog.', ...jsonBody({ type: 'object', properties: { version: { type: 'string' }, effects: { type: 'object' }, stock: { type: 'array' } } }) } },
    },
  },
  '/gifts/compile': {
    post: {
      summary: 'Compile a spec without saving: cost, System Text, violations and warnings. With `contractorId` (yours) Status and Gift Credits are checked too.',
      security: [],
      requestBody: { required: true, ...jsonBody({ type: 'object', required: ['spec'], properties: { spec: ref('GiftSpec'), contractorId: { type: 'string', format: 'uuid' } } }) },
      responses: {
        200: { description: 'The compiled Gift; an empty `violations` means it can be saved.', ...jsonBody(ref('GiftPreview')) },
        400: errors.badInput,
        403: errors.forbidden,
        404: errors.notFound,
      },
    },
  },
  '/contractors/{id}/gifts': {
    parameters: [contractorParam],
    get: {
      summary: 'The Contractor’s Gifts, crafted items, Crafting Location, Source, balance against the cap and alerts.',
      responses: { 200: { description: 'What the sheet’s Stock tab shows.', ...jsonBody({ type: 'object', additionalProperties: true }) }, 404: errors.notFound },
    },
    post: {
      summary: 'Give the Contractor a new Gift, paid from Gift Credits (one at least) and Improvements. The server compiles the spec itself.',
      requestBody: { required: true, ...jsonBody({ type: 'object', required: ['spec'], properties: { spec: ref('GiftSpec'), version: { type: 'integer' } } }) },
      responses: {
        201: { description: 'Saved.', ...jsonBody(ref('GiftView')) },
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: errors.refused,
      },
    },
  },
  '/contractors/{id}/gifts/{giftId}/improve': {
    parameters: [contractorParam, giftParam],
    post: {
      summary: 'Save a new revision of a Gift (same type and Effect); only the rise in cost is paid, Improvements first. Every revision is kept.',
      requestBody: {
        required: true,
        ...jsonBody({ type: 'object', required: ['spec'], properties: { spec: ref('GiftSpec'), revision: { type: 'integer' }, version: { type: 'integer' } } }),
      },
      responses: {
        200: { description: 'The Gift as it now stands.', ...jsonBody(ref('GiftView')) },
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: errors.refused,
      },
    },
  },
  '/contractors/{id}/gifts/{giftId}/veto': {
    parameters: [contractorParam, giftParam],
    post: {
      summary: 'Veto the Gift in a Playgroup, with a reason (needs the right to manage Contractors there). Until the veto is lifted, the holder cannot answer that Playgroup’s invitations; the owner is notified. No ledger entry.',
      requestBody: {
        required: true,
        ...jsonBody({ type: 'object', required: ['playgroupId', 'reason'], properties: { playgroupId: playgroupIdProperty, reason: { type: 'string', minLength: 3, maxLength: 1000 } } }),
      },
      responses: {
        201: { description: 'Vetoed.', ...jsonBody(ref('GiftVeto')) },
        400: vetoErrors.badInput,
        401: vetoErrors.unauthenticated,
        403: vetoErrors.forbidden,
        404: vetoErrors.notFound,
        409: errorResponse('The Gift is already vetoed in that Playgroup (`already_vetoed`).'),
      },
    },
    delete: {
      summary: 'Lift the Playgroup’s veto on the Gift (anyone there who manages Contractors). The veto stays on record as lifted; the owner is notified.',
      parameters: [{ name: 'playgroupId', in: 'query', required: false, description: 'The Playgroup whose veto ends (or send it in the body).', schema: { type: 'string', format: 'uuid' } }],
      requestBody: { required: false, ...jsonBody({ type: 'object', properties: { playgroupId: playgroupIdProperty } }) },
      responses: {
        200: { description: 'Lifted; `ended` says when and by whom.', ...jsonBody(ref('GiftVeto')) },
        400: vetoErrors.badInput,
        401: vetoErrors.unauthenticated,
        403: vetoErrors.forbidden,
        404: vetoErrors.notFound,
        409: errorResponse('The Gift is not vetoed in that Playgroup (`not_vetoed`).'),
      },
    },
  },
} as const;
