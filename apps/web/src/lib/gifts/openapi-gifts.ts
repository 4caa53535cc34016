import {
  activateGiftBodySchema,
  createGiftSchema,
  improveGiftSchema,
  liftGiftVetoSchema,
  previewGiftSchema,
  vetoGiftSchema,
} from '@harbinger/platform';
import {
  answer,
  type ApiPaths,
  contractorIdParam,
  pathParam,
  queryParam,
  refusal,
  unauthenticatedRefusal,
} from '../api/operation.js';
import {
  communityGiftPageSchema,
  contractorGiftsSchema,
  giftCatalogSchema,
  giftPreviewSchema,
  giftVetoSchema,
  giftViewSchema,
} from '../api/responses-gifts.js';
import { contractorViewSchema } from '../api/responses-contractors.js';

// The Gift endpoints' part of the OpenAPI document; every body and answer schema is generated from zod.

const giftParam = pathParam('giftId', 'The Gift id (a UUID).');

const errors = {
  badInput: refusal(
    'The input or the spec is malformed; `field` names the first field at fault (e.g. `spec.enhancements`).',
  ),
  unauthenticated: unauthenticatedRefusal,
  forbidden: refusal('Signed in, but the Contractor is not yours.'),
  notFound: refusal('No such Contractor or Gift, or it is private and not yours.'),
  conflict: refusal('The `version` (sheet) or `revision` (Gift) sent is stale; nothing was changed.'),
  refused: refusal(
    'The Gift breaks a rule: `code` is the first violation (`status_too_low` when a Newbie picks a Veteran-only Effect, `not_enough_gift_credits`, ' +
      '`cost_below_minimum`, `gift_credit_cap_exceeded`, `cost_cannot_drop`…) and `field` where it is (`spec.effectId`).',
  ),
};

const vetoErrors = {
  badInput: refusal(
    'The input is malformed: `playgroupId` missing or not an id, `reason` missing, blank or over 1,000 characters.',
  ),
  unauthenticated: errors.unauthenticated,
  forbidden: refusal(
    'Not a member of that Playgroup (`not_a_member`), or none of your roles there manages Contractors (`missing_permission`).',
  ),
  notFound: refusal(
    'No such Playgroup or Gift, the Gift is not held by this Contractor, or the Contractor has nothing to do with that Playgroup.',
  ),
};

/** The Gift endpoints. */
export const giftPaths: ApiPaths = {
  '/gifts': {
    get: {
      operationId: 'listCommunityGifts',
      summary:
        'Community Gifts, newest first: the Gifts of Contractors that are not private (of players whose profile is ' +
        'not private). Filter by `effect`, `type` and `cost`; page with `before` and `limit`.',
      public: true,
      parameters: [
        queryParam('effect', 'An Effect id of the catalog (`injure`).'),
        queryParam('type', 'A Gift Type id of the catalog (`power`, `legendary-artifact`).'),
        queryParam('cost', 'The exact cost.', { type: 'integer', minimum: 1, maximum: 99 }),
        queryParam('before', 'The `next` cursor of the previous page.'),
        queryParam('limit', 'Page size (1–100).', { type: 'integer', minimum: 1, maximum: 100 }),
      ],
      responses: {
        200: answer('A page: `items` and the `next` cursor.', communityGiftPageSchema),
        400: refusal('An unknown `effect` or `type`, or a `cost` that is not a whole number from 1 to 99.'),
      },
    },
  },
  '/gifts/catalog': {
    get: {
      operationId: 'getGiftCatalog',
      summary:
        'The Gift catalog: version, categories, Gift Types, Activation Styles, Effects with their Parameters, Enhancements and Drawbacks, and the stock Gifts.',
      public: true,
      responses: { 200: answer('The catalog.', giftCatalogSchema) },
    },
  },
  '/gifts/compile': {
    post: {
      operationId: 'compileGift',
      summary:
        'Compile a spec without saving: cost, System Text, violations and warnings. With `contractorId` (yours) Status and Gift Credits are checked too.',
      public: true,
      body: previewGiftSchema,
      responses: {
        200: answer('The compiled Gift; an empty `violations` means it can be saved.', giftPreviewSchema),
        400: errors.badInput,
        403: errors.forbidden,
        404: errors.notFound,
      },
    },
  },
  '/contractors/{id}/gifts': {
    parameters: [contractorIdParam],
    get: {
      operationId: 'listContractorGifts',
      summary: 'The Contractor’s Gifts, crafted items, Crafting Location, Source, balance against the cap and alerts.',
      responses: { 200: answer('What the sheet’s Stock tab shows.', contractorGiftsSchema), 404: errors.notFound },
    },
    post: {
      operationId: 'createGift',
      summary:
        'Give the Contractor a new Gift, paid from Gift Credits (one at least) and Improvements. The server compiles the spec itself.',
      body: createGiftSchema,
      responses: {
        201: answer('Saved.', giftViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: errors.refused,
      },
    },
  },
  '/contractors/{id}/gifts/{giftId}/activate': {
    parameters: [contractorIdParam, giftParam],
    post: {
      operationId: 'activateGift',
      summary:
        'Set off one of the Contractor’s Gifts, paid with a point of Source (`pay: "source"`) or an Exertion (`pay: "exert"`, 1 Mind damage); a Draining Gift adds 1 Mind damage either way.',
      body: activateGiftBodySchema,
      responses: {
        200: answer('The sheet as it now stands (Source and Mind damage).', contractorViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: refusal(
          'The Gift needs no activation (`activation_not_needed`), the Source is empty (`source_empty`) or missing (`no_source`), the Gift is unverified (`gift_unverified`) or a Legendary Artifact not held (`artifact_not_held`).',
        ),
      },
    },
  },
  '/contractors/{id}/gifts/{giftId}/improve': {
    parameters: [contractorIdParam, giftParam],
    post: {
      operationId: 'improveGift',
      summary:
        'Save a new revision of a Gift (same type and Effect); only the rise in cost is paid, Improvements first. Every revision is kept.',
      body: improveGiftSchema,
      responses: {
        200: answer('The Gift as it now stands.', giftViewSchema),
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
    parameters: [contractorIdParam, giftParam],
    post: {
      operationId: 'vetoGift',
      summary:
        'Veto the Gift in a Playgroup, with a reason (needs the right to manage Contractors there). Until the veto is lifted, the holder cannot answer that Playgroup’s invitations; the owner is notified. No ledger entry.',
      body: vetoGiftSchema,
      responses: {
        201: answer('Vetoed.', giftVetoSchema),
        400: vetoErrors.badInput,
        401: vetoErrors.unauthenticated,
        403: vetoErrors.forbidden,
        404: vetoErrors.notFound,
        409: refusal('The Gift is already vetoed in that Playgroup (`already_vetoed`).'),
      },
    },
    delete: {
      operationId: 'liftGiftVeto',
      summary:
        'Lift the Playgroup’s veto on the Gift (anyone there who manages Contractors). The veto stays on record as lifted; the owner is notified.',
      parameters: [queryParam('playgroupId', 'The Playgroup whose veto ends (or send it in the body).')],
      body: liftGiftVetoSchema,
      bodyOptional: true,
      responses: {
        200: answer('Lifted; `ended` says when and by whom.', giftVetoSchema),
        400: vetoErrors.badInput,
        401: vetoErrors.unauthenticated,
        403: vetoErrors.forbidden,
        404: vetoErrors.notFound,
        409: refusal('The Gift is not vetoed in that Playgroup (`not_vetoed`).'),
      },
    },
  },
};
