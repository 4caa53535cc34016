// The Playgroup, Contract, Graveyard and notification endpoints' part of the OpenAPI document (lib/server/openapi.ts
// spreads it in), written by hand.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string) => ({ description, ...jsonBody(ref('Error')) });
const uuid = { type: 'string', format: 'uuid' } as const;
const path = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } }) as const;

const playgroupParam = path('id', 'The Playgroup id (a UUID).');
const contractParam = path('id', 'The Contract id (a UUID).');
const pageParams = [
  { name: 'before', in: 'query', required: false, description: 'The `next` cursor of the previous page.', schema: { type: 'string' } },
  { name: 'limit', in: 'query', required: false, description: 'Page size (1–100).', schema: { type: 'integer', minimum: 1, maximum: 100 } },
] as const;

const errors = {
  badInput: errorResponse('The input is malformed; `field` names the first field at fault.'),
  unauthenticated: errorResponse('No valid session: send the session cookie or `Authorization: Bearer <token>`.'),
  forbidden: errorResponse('Signed in but not allowed: `not_a_member`, `missing_permission` (names the permission), `not_the_gm`, `banned`…'),
  notFound: errorResponse('No such Playgroup, Contract or Contractor (or a private one you may not see).'),
  conflict: errorResponse('Refused by the current state: a stale `version`, `last_leader`, `already_member`, `contract_not_active`, `contract_full`…'),
  unprocessable: errorResponse('Refused by the rules: `status_mismatch`, `contractor_pending`, `contractor_dead`, `outcome_missing`, `commission_dead`…'),
};

const houseRules = {
  type: 'object',
  properties: {
    healing: { enum: ['gritty', 'arcade'] },
    goldenRatio: { type: 'boolean', description: 'GM bonus Exp for a Contract with a death and a victory.' },
    visitorsAllowed: { type: 'boolean', description: 'Contractors from other Playgroups may answer Contracts open to anyone.' },
    poolFloor1: { type: 'boolean' },
    classicCombat: { type: 'boolean' },
    text: { type: 'string', maxLength: 8000, description: 'Free-text house rules (Markdown).' },
  },
};

const contractFields = {
  title: { type: 'string', minLength: 1, maxLength: 120 },
  invitation: { type: 'string', maxLength: 8000, description: 'Markdown.' },
  startsAt: { type: 'string', format: 'date-time', description: 'With its offset; shown to each viewer in their own time zone.' },
  requiredStatus: { enum: ['any', 'newbie', 'novice', 'seasoned', 'professional', 'veteran'] },
  rsvpRule: { enum: ['members', 'anyone'] },
  capacity: { type: 'integer', minimum: 1, maximum: 50, description: 'Seats, Ringers included.' },
  ringersAllowed: { type: 'boolean' },
  playMode: { enum: ['in_person', 'voice', 'video', 'text', 'other'] },
  venue: { type: 'string', maxLength: 300 },
  lookingForPlayers: { type: 'boolean' },
  splitOverSessions: { type: 'boolean', description: 'Then a simple majority of players may void it.' },
};

/** The schemas these endpoints use. */
export const playgroupSchemas = {
  PlaygroupView: {
    type: 'object',
    description: 'Settings, house rules, roles, members, Contractors, record and danger label; `inviteToken`, `invited` and `banned` only for those who manage memberships.',
    properties: {
      id: uuid,
      name: { type: 'string' },
      description: { type: 'string' },
      membership: { enum: ['open', 'invite'] },
      houseRules,
      version: { type: 'integer' },
      record: { type: 'object', properties: { contracts: { type: 'integer' }, victories: { type: 'integer' }, failures: { type: 'integer' }, deaths: { type: 'integer' }, danger: { type: 'string' } } },
      roles: { type: 'array', items: { type: 'object' } },
      members: { type: 'array', items: { type: 'object' } },
      contractors: { type: 'array', items: { type: 'object' } },
      viewer: { type: 'object' },
      inviteToken: { type: 'string' },
    },
    additionalProperties: true,
  },
  ContractView: {
    type: 'object',
    properties: { id: uuid, ...contractFields, state: { enum: ['scheduled', 'active', 'finished', 'canceled', 'voided'] }, version: { type: 'integer' }, attendees: { type: 'array', items: { type: 'object' } } },
    additionalProperties: true,
  },
  LedgerEntry: {
    type: 'object',
    properties: {
      id: uuid,
      resource: { enum: ['exp', 'gift_credit', 'improvement', 'coin_of_charon'] },
      amount: { type: 'integer' },
      kind: { type: 'string', description: 'contract_attendance, contract_victory, commission, gm_improvement, into_the_fold, ringer_bonus, raise_attribute…' },
      cause: { type: 'object', description: 'contractId, attendanceId and contractTitle for Contract rewards; trait/from/to for spending…' },
      createdAt: { type: 'string', format: 'date-time' },
      voidedAt: { type: ['string', 'null'], format: 'date-time' },
      description: { type: 'string' },
    },
  },
};

const ok = (description: string, schema: object) => ({ description, ...jsonBody(schema) });
const body = (schema: object) => ({ required: true, ...jsonBody(schema) });
const action = (summary: string, responses: object, requestBody?: object) => ({ summary, ...(requestBody ? { requestBody } : {}), responses });

/** The paths, relative to /api/v1. */
export const playgroupPaths = {
  '/playgroups': {
    get: {
      summary: 'The public list of Playgroups, newest first.',
      security: [],
      parameters: [...pageParams, { name: 'mine', in: 'query', required: false, description: '1: only those you belong to.', schema: { type: 'string' } }],
      responses: { 200: ok('A page: `items` and the `next` cursor.', { type: 'object' }), 400: errors.badInput },
    },
    post: action(
      'Create a Playgroup; you become its Leader.',
      { 201: ok('Created.', ref('PlaygroupView')), 400: errors.badInput, 401: errors.unauthenticated },
      body({ type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 3, maxLength: 80 }, description: { type: 'string' }, membership: { enum: ['open', 'invite'] }, houseRules } }),
    ),
  },
  '/playgroups/{id}': {
    parameters: [playgroupParam],
    get: { summary: 'One Playgroup (public).', security: [], responses: { 200: ok('The Playgroup.', ref('PlaygroupView')), 404: errors.notFound } },
    patch: action(
      'Change settings and house rules (`edit_playgroup`); send the `version` read.',
      { 200: ok('Saved.', ref('PlaygroupView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict },
      body({ type: 'object', required: ['version'], properties: { version: { type: 'integer' }, name: { type: 'string' }, description: { type: 'string' }, membership: { enum: ['open', 'invite'] }, houseRules } }),
    ),
  },
  '/playgroups/{id}/members': {
    parameters: [playgroupParam],
    post: action(
      'Join (open Playgroup, invitation, or the invite token) or invite a player by handle (`manage_memberships`).',
      { 200: ok('The Playgroup.', ref('PlaygroupView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict },
      body({ oneOf: [{ type: 'object', required: ['action'], properties: { action: { const: 'join' }, token: { type: 'string' } } }, { type: 'object', required: ['action', 'handle'], properties: { action: { const: 'invite' }, handle: { type: 'string' } } }] }),
    ),
  },
  '/playgroups/{id}/members/{handle}': {
    parameters: [playgroupParam, path('handle', "The member's handle.")],
    patch: action(
      'Change a membership: set_roles, kick, ban, unban; leave or decline for yourself. A Playgroup always keeps a Leader (409 `last_leader`).',
      { 200: ok('The Playgroup.', ref('PlaygroupView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict, 422: errors.unprocessable },
      body({ type: 'object', required: ['action'], properties: { action: { enum: ['set_roles', 'kick', 'ban', 'unban', 'leave', 'decline'] }, roles: { type: 'array', items: { type: 'string' } }, reason: { type: 'string' } } }),
    ),
  },
  '/playgroups/{id}/invite-link': {
    parameters: [playgroupParam],
    post: action('Reset the invite link (`manage_memberships`).', { 200: ok('The new token.', { type: 'object', properties: { inviteToken: { type: 'string' } } }), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound }),
  },
  '/playgroups/{id}/roles': {
    parameters: [playgroupParam],
    post: action(
      'Add a custom role (`administrate`).',
      { 201: ok('The Playgroup.', ref('PlaygroupView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 409: errors.conflict },
      body({ type: 'object', required: ['name', 'permissions'], properties: { name: { type: 'string' }, permissions: { type: 'array', items: { enum: ['administrate', 'manage_memberships', 'run_contracts', 'post_world_events', 'manage_contractors', 'edit_playgroup', 'manage_contracts'] } } } }),
    ),
  },
  '/playgroups/{id}/roles/{roleId}': {
    parameters: [playgroupParam, path('roleId', 'The custom role id.')],
    delete: action('Delete a custom role (`administrate`).', { 200: ok('The Playgroup.', ref('PlaygroupView')), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict }),
  },
  '/playgroups/{id}/contractors': {
    parameters: [playgroupParam],
    post: action(
      'Bring your Contractor into the Playgroup; it waits for a Leader’s approval.',
      { 201: ok('Where it stands.', { type: 'object' }), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict, 422: errors.unprocessable },
      body({ type: 'object', required: ['contractorId'], properties: { contractorId: uuid } }),
    ),
  },
  '/playgroups/{id}/contractors/{contractorId}': {
    parameters: [playgroupParam, path('contractorId', 'The Contractor id.')],
    patch: action(
      'Approve a Contractor or ask for changes with a message (`manage_contractors`).',
      { 200: ok('Where it stands.', { type: 'object' }), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
      body({ type: 'object', required: ['decision'], properties: { decision: { enum: ['approve', 'request_changes'] }, message: { type: 'string' } } }),
    ),
    delete: action('Take the Contractor out of the Playgroup.', { 204: { description: 'Removed.' }, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound }),
  },
  '/playgroups/{id}/events': {
    parameters: [playgroupParam],
    get: { summary: 'The World Events feed, newest first, paged by keyset.', security: [], parameters: [...pageParams], responses: { 200: ok('A page: `items` (Markdown bodies) and `next`.', { type: 'object' }), 404: errors.notFound } },
    post: action(
      'Post a World Event (`post_world_events`).',
      { 201: ok('Posted.', { type: 'object' }), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
      body({ type: 'object', required: ['title', 'body'], properties: { title: { type: 'string', maxLength: 120 }, body: { type: 'string', maxLength: 20000 } } }),
    ),
  },
  '/playgroups/{id}/events/{eventId}': {
    parameters: [playgroupParam, path('eventId', 'The World Event id.')],
    delete: action('Remove a World Event.', { 204: { description: 'Removed.' }, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound }),
  },
  '/playgroups/{id}/past-contracts': {
    parameters: [playgroupParam],
    post: action(
      'Declare a Contract played without the site (`manage_contracts`): GM, seats and outcomes. It pays once every player confirms.',
      { 201: ok('Declared; waiting for confirmations.', ref('ContractView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 422: errors.unprocessable },
      body({
        type: 'object',
        required: ['title', 'startsAt', 'gmHandle', 'seats'],
        properties: {
          title: contractFields.title,
          startsAt: contractFields.startsAt,
          gmHandle: { type: 'string' },
          seats: { type: 'array', items: { type: 'object', required: ['contractorId', 'outcome'], properties: { contractorId: uuid, outcome: { enum: ['victory', 'failure', 'death', 'declined'] }, commission: { type: 'boolean' } } } },
          ringers: { type: 'array', items: { type: 'object', properties: { handle: { type: 'string' }, achieved: { type: 'boolean' } } } },
          gmImprovementContractorId: uuid,
          notes: { type: 'string' },
        },
      }),
    ),
  },
  '/contracts': {
    get: {
      summary: 'List Contracts.',
      security: [],
      parameters: ['playgroup', 'mine', 'lookingForPlayers', 'upcoming', 'limit'].map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
      responses: { 200: ok('The Contracts.', { type: 'array', items: { type: 'object' } }), 400: errors.badInput },
    },
    post: action(
      'Schedule a Contract (`run_contracts` in the Playgroup); you are its GM.',
      { 201: ok('Scheduled.', ref('ContractView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
      body({ type: 'object', required: ['playgroupId', 'title', 'startsAt'], properties: { playgroupId: uuid, ...contractFields } }),
    ),
  },
  '/contracts/{id}': {
    parameters: [contractParam],
    get: { summary: 'One Contract.', security: [], responses: { 200: ok('The Contract.', ref('ContractView')), 404: errors.notFound } },
    patch: action(
      'Change a scheduled Contract; send the `version` read.',
      { 200: ok('Saved.', ref('ContractView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict, 422: errors.unprocessable },
      body({ type: 'object', required: ['version'], properties: { version: { type: 'integer' }, ...contractFields } }),
    ),
  },
  '/contracts/{id}/rsvp': {
    parameters: [contractParam],
    post: action(
      'Answer the invitation with your Contractor, or as a Ringer.',
      { 200: ok('The Contract.', ref('ContractView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict, 422: errors.unprocessable },
      body({ oneOf: [{ type: 'object', required: ['contractorId'], properties: { contractorId: uuid } }, { type: 'object', required: ['ringer'], properties: { ringer: { const: true }, bonusContractorId: uuid } }] }),
    ),
    delete: action('Give up your seat (while scheduled).', { 200: ok('The Contract.', ref('ContractView')), 401: errors.unauthenticated, 404: errors.notFound, 409: errors.conflict }),
  },
  '/contracts/{id}/ringer-bonus': {
    parameters: [contractParam],
    post: action(
      'As a Ringer, pick the Contractor that takes your bonus Exp.',
      { 200: ok('The Contract.', ref('ContractView')), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict },
      body({ type: 'object', required: ['bonusContractorId'], properties: { bonusContractorId: { type: ['string', 'null'] } } }),
    ),
  },
  '/contracts/{id}/start': {
    parameters: [contractParam],
    post: action('Start a scheduled Contract; attending sheets lock for Exp spending.', { 200: ok('The Contract.', ref('ContractView')), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict }),
  },
  '/contracts/{id}/finish': {
    parameters: [contractParam],
    post: action(
      'Record an Active Contract in one transaction: outcomes, Commission, GM Improvement, notes; every reward lands as a ledger entry.',
      {
        200: ok('What was paid, what was held back (caps) and why, Status changes and deaths.', { type: 'object', properties: { contract: ref('ContractView'), entries: { type: 'array' }, refused: { type: 'array' }, statusChanges: { type: 'array' }, deaths: { type: 'array' } } }),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: errors.unprocessable,
      },
      body({
        type: 'object',
        required: ['outcomes'],
        properties: {
          outcomes: { type: 'array', items: { type: 'object', required: ['contractorId', 'outcome'], properties: { contractorId: uuid, outcome: { enum: ['victory', 'failure', 'death', 'declined'] }, commission: { type: 'boolean' } } } },
          gmImprovementContractorId: uuid,
          gmBonusContractorId: uuid,
          ringers: { type: 'array', items: { type: 'object', required: ['handle', 'achieved'], properties: { handle: { type: 'string' }, achieved: { type: 'boolean' } } } },
          notes: { type: 'string' },
          version: { type: 'integer' },
        },
      }),
    ),
  },
  '/contracts/{id}/confirm': {
    parameters: [contractParam],
    post: action('Confirm your seat at a declared past Contract; the last confirmation records it.', { 200: ok('`recorded` is set once it was recorded.', { type: 'object' }), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict, 422: errors.unprocessable }),
  },
  '/contracts/{id}/cancel': {
    parameters: [contractParam],
    post: action('Cancel a scheduled Contract.', { 200: ok('The Contract.', ref('ContractView')), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict }),
  },
  '/contracts/{id}/void': {
    parameters: [contractParam],
    post: action(
      'Void a finished Contract: a Leader at once; a player who took part casts a vote (unanimous, or a simple majority when split over sessions).',
      { 200: ok('`voided` says whether it happened; the votes so far.', { type: 'object' }), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict },
      body({ type: 'object', properties: { reason: { type: 'string', maxLength: 2000 } } }),
    ),
  },
  '/contracts/{id}/sheets/{contractorId}': {
    parameters: [contractParam, path('contractorId', 'An attending Contractor.')],
    get: { summary: 'An attendee’s sheet for the GM while the Contract is active (private or not).', responses: { 200: ok('The sheet.', ref('ContractorView')), 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound, 409: errors.conflict } },
  },
  '/contractors/{id}/ledger': {
    parameters: [path('id', 'The Contractor id (a UUID).')],
    get: { summary: 'Every ledger entry with amount, kind and cause, oldest first (voided ones too).', responses: { 200: ok('The ledger.', { type: 'array', items: ref('LedgerEntry') }), 404: errors.notFound } },
  },
  '/graveyard': {
    get: { summary: 'The Graveyard, newest first.', security: [], parameters: [...pageParams], responses: { 200: ok('A page: `items` and `next`.', { type: 'object' }), 400: errors.badInput } },
  },
  '/graveyard/{contractorId}': {
    parameters: [path('contractorId', 'The dead Contractor.')],
    patch: action(
      'Write the obituary (the owner, or a Leader of its home Playgroup).',
      { 200: ok('Saved.', { type: 'object' }), 400: errors.badInput, 401: errors.unauthenticated, 403: errors.forbidden, 404: errors.notFound },
      body({ type: 'object', required: ['obituary'], properties: { obituary: { type: 'string', maxLength: 8000 } } }),
    ),
  },
  '/notifications': {
    get: { summary: 'Your notifications, newest first, with the unread count.', parameters: [...pageParams], responses: { 200: ok('A page.', { type: 'object' }), 401: errors.unauthenticated } },
    post: action(
      'Mark notifications read.',
      { 200: ok('The unread count left.', { type: 'object', properties: { unread: { type: 'integer' } } }), 400: errors.badInput, 401: errors.unauthenticated },
      body({ oneOf: [{ type: 'object', properties: { all: { const: true } } }, { type: 'object', properties: { ids: { type: 'array', items: uuid } } }] }),
    ),
  },
} as const;
