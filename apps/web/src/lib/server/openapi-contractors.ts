import {
  addInjurySchema,
  confirmDeathSchema,
  contractorCreateSchema,
  contractorPatchSchema,
  deleteContractorSchema,
  passportConsentSchema,
  resubmitSchema,
  retireSchema,
  spendExpSchema,
  undoSpendSchema,
  passportSchema,
  signInSchema,
  signUpSchema,
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
import { sessionSchema } from '../api/responses-accounts.js';
import { contractorHomeSchema } from '../api/responses-playgroups.js';
import {
  changeRequestListSchema,
  coinsSchema,
  confirmedDeathSchema,
  contractorSummaryListSchema,
  contractorViewSchema,
  createdIdSchema,
  importedPassportSchema,
  consentLinkSchema,
  retiredSchema,
} from '../api/responses-contractors.js';

// The account and Contractor endpoints' part of the OpenAPI document; every schema is generated from zod.

const errors = {
  badInput: refusal('The input is malformed or fails validation; `field` names the first field at fault.'),
  unauthenticated: unauthenticatedRefusal,
  forbidden: refusal('Signed in, but not allowed to do this.'),
  notFound: refusal('No such Contractor, or it is private and not yours.'),
  conflict: refusal(
    'The `version` sent is stale: someone saved since it was read (`version_conflict`), or the Contractor is dead and ' +
      'its sheet read-only (`contractor_dead`). Nothing was changed.',
  ),
  unprocessable: refusal('Understood but refused by the rules (for example `not_enough_exp`).'),
};

/** The paths, relative to /api/v1. */
export const contractorPaths: ApiPaths = {
  '/accounts': {
    post: {
      operationId: 'signUp',
      summary: 'Create an account and sign in.',
      public: true,
      body: signUpSchema,
      responses: {
        201: answer('Created and signed in (the session cookie is set too).', sessionSchema),
        400: refusal(
          'The input fails validation (`validation_failed`; `field` names the first field at fault), or the password is ' +
            'one character repeated or only blanks (`password_too_simple`) or one of the 1,000 most common ' +
            '(`password_too_common`, compared without case).',
        ),
        409: refusal('The handle or email is taken (`handle_taken`, `email_taken`).'),
      },
    },
  },
  '/sessions': {
    post: {
      operationId: 'signIn',
      summary: 'Sign in.',
      public: true,
      body: signInSchema,
      responses: {
        200: answer('Signed in (the session cookie is set too).', sessionSchema),
        400: errors.badInput,
        401: refusal('Wrong login or password (`invalid_credentials`).'),
        429: refusal('Too many failed attempts for this account or address (`rate_limited`).'),
      },
    },
    delete: {
      operationId: 'signOut',
      summary: 'Sign out: end the session this request carries.',
      responses: { 204: answer('Signed out.'), 401: errors.unauthenticated },
    },
  },
  '/contractors': {
    get: {
      operationId: 'listContractors',
      summary: "List the signed-in player's Contractors, or another player's visible ones.",
      parameters: [queryParam('owner', 'A handle.')],
      responses: {
        200: answer('The Contractors.', contractorSummaryListSchema),
        401: errors.unauthenticated,
        404: refusal('No such player.'),
      },
    },
    post: {
      operationId: 'createContractor',
      summary:
        'Create a Contractor. Off-rules choices are allowed and come back as `flags`; `useCoinOfCharon` spends one of ' +
        'your Coins of Charon.',
      body: contractorCreateSchema,
      responses: {
        201: answer('Created.', createdIdSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        422: refusal('Refused by the rules, or `no_coin_of_charon`: you hold no Coin to spend. Nothing is created.'),
      },
    },
  },
  '/contractors/{id}': {
    parameters: [contractorIdParam],
    get: {
      operationId: 'getContractor',
      summary: 'One Contractor with `derived`, `exp` and `version`.',
      responses: { 200: answer('The Contractor.', contractorViewSchema), 404: errors.notFound },
    },
    patch: {
      operationId: 'updateContractor',
      summary:
        'Change a Contractor; send the `version` you read. Its owner, or someone who manages Contractors in its ' +
        'home Playgroup (the owner is notified). Someone who is not the owner may change only the words, lists and ' +
        '`limits`; `source`, gear and `private` are the owner’s (403).',
      body: contractorPatchSchema,
      responses: {
        200: answer('Saved; the new version is in the body.', contractorViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
        422: errors.unprocessable,
      },
    },
    delete: {
      operationId: 'deleteContractor',
      summary:
        'Delete a Contractor that has never been on a Contract; `confirmName` repeats its name. One with a recorded ' +
        'Contract is never erased (retire it).',
      body: deleteContractorSchema,
      responses: {
        204: answer('Deleted.'),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: refusal('`has_recorded_contracts`: retire it instead.'),
        422: refusal('`confirm_name_mismatch`: the name typed is not the Contractor’s.'),
      },
    },
  },
  '/contractors/{id}/spend': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'spendExp',
      summary:
        'Spend Exp on one purchase: raise an Attribute, an Ability or Source capacity, treat a Trauma, buy an Asset ' +
        'or buy off a Liability (three times its value). After the first Contract, an Asset or Liability of a ' +
        'Contractor approved in a home Playgroup waits for a Leader (see change-requests) and costs nothing yet.',
      body: spendExpSchema,
      responses: {
        200: answer('Bought (or asked for); the Contractor as it now stands.', contractorViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: refusal(
          'A stale `version`, `sheet_locked` (on an Active Contract), `in_cycle` (between the Contracts of a Cycle) or `contractor_retired`.',
        ),
        422: errors.unprocessable,
      },
    },
  },
  '/contractors/{id}/refunds': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'undoSpend',
      summary:
        'Undo one Exp spend (`entryId`: its ledger entry) until the next Contract the Contractor attends starts. A ' +
        'refund entry gives the Exp back and the sheet goes back as it was; the spend stays in the ledger.',
      body: undoSpendSchema,
      responses: {
        201: answer('Undone; the Contractor as it now stands.', contractorViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: refusal('No such Contractor, or `spend_not_found`: the entry is not one of its purchases.'),
        409: refusal(
          'A stale `version`, `already_refunded`, `contract_started_since`, `later_purchase_depends` (undo the ' +
            'newest purchase of the same thing first), `sheet_changed_since` or `sheet_locked`.',
        ),
        422: refusal('`not_refundable`: only raises, therapy, Assets bought and Liabilities bought off can be undone.'),
      },
    },
  },
  '/contractors/{id}/retire': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'retireContractor',
      summary: 'Retire a Contractor that has been on a Contract: it is kept with its history, read-only.',
      body: retireSchema,
      responses: {
        200: answer('Retired.', retiredSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: refusal(
          'A stale `version`, `contractor_retired` (already retired), or `seated_in_contract` (seated in a ' +
            'scheduled or active Contract).',
        ),
        422: refusal('`no_recorded_contracts`: nothing to keep; delete it instead.'),
      },
    },
  },
  '/contractors/{id}/resubmit': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'resubmitContractor',
      summary:
        'Its owner sends a Contractor whose changes were asked for back for approval, with an optional note; those ' +
        'who may approve it are notified.',
      body: resubmitSchema,
      responses: {
        200: answer('Where it stands now.', contractorHomeSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: refusal('`already_waiting`, `already_approved`, `no_home`, `contractor_dead` or `contractor_retired`.'),
      },
    },
  },
  '/contractors/{id}/change-requests': {
    parameters: [contractorIdParam],
    get: {
      operationId: 'getPendingChanges',
      summary: 'The changes (Limits, Assets, Liabilities) this Contractor waits for a Leader to decide.',
      responses: { 200: answer('Oldest first.', changeRequestListSchema), 404: errors.notFound },
    },
  },
  '/contractors/{id}/injuries': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'addInjury',
      summary: 'Add an Injury.',
      body: addInjurySchema,
      responses: {
        201: answer('Added; the Contractor as it now stands.', contractorViewSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: errors.conflict,
      },
    },
  },
  '/contractors/{id}/death': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'confirmDeath',
      summary:
        'Confirm the death of a Contractor whose Body is below 0: only the GM of its running Contract may (never its ' +
        'player). Dated by that Contract and voided with it. With no running Contract there is nothing to confirm: ' +
        'the GM records the death as the seat’s `death` outcome when the Contract is recorded.',
      body: confirmDeathSchema,
      responses: {
        201: answer('Recorded: the date it died and the Contract that dates it.', confirmedDeathSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
        409: refusal(
          'Already dead (`contractor_dead`), not playing a running Contract (`no_running_contract`), the Body is ' +
            'not below 0 any more (`body_not_below_zero`), or the `version` is stale (`version_conflict`).',
        ),
      },
    },
  },
  '/contractors/{id}/export': {
    parameters: [contractorIdParam],
    get: {
      operationId: 'exportPassport',
      summary:
        'Export the Contractor as a JSON passport signed by this server (a file download). The owner’s copy can be ' +
        'imported once; anyone else gets a view copy that no server imports.',
      responses: { 200: answer('The passport.', passportSchema), 404: errors.notFound },
    },
  },
  '/contractors/{id}/consents': {
    parameters: [contractorIdParam],
    post: {
      operationId: 'createPassportConsent',
      summary: 'Let one other player take a transferable passport: a single-use link, valid for seven days.',
      body: passportConsentSchema,
      responses: {
        201: answer('The link (shown this once).', consentLinkSchema),
        400: errors.badInput,
        401: errors.unauthenticated,
        403: refusal('Only the owner can do this.'),
        404: refusal('No such Contractor or player.'),
        422: refusal('You named yourself (`consent_to_self`).'),
      },
    },
  },
  '/passport-consents/{token}': {
    parameters: [pathParam('token', 'The secret part of a consent link.')],
    post: {
      operationId: 'takeConsentedPassport',
      summary: 'Take the transferable passport a consent link offers you (a file download). The link is then spent.',
      responses: {
        200: answer('The passport, naming you as its holder.', passportSchema),
        401: errors.unauthenticated,
        403: refusal('The link was made for another player (`consent_not_yours`).'),
        404: refusal('No such link.'),
        409: refusal('The link was used (`consent_used`) or has expired (`consent_expired`).'),
      },
    },
  },
  '/contractors/import': {
    post: {
      operationId: 'importPassport',
      summary:
        'Import a passport as a new Contractor of the signed-in player. Its ledger must account for every rating, ' +
        'balance and victory. Signed by this server or a trusted one and unchanged, it imports clean; otherwise its ' +
        'victories and Gifts come in "imported, unverified" until a Leader of its new home accepts them. Nothing is ' +
        'half-imported.',
      body: passportSchema,
      responses: {
        201: answer('Imported.', importedPassportSchema),
        400: refusal('The body is not JSON.'),
        401: errors.unauthenticated,
        403: refusal(
          'A view copy (`passport_not_transferable`), or a passport made here for another player (`passport_not_yours`).',
        ),
        409: refusal('This passport was already imported here (`passport_already_imported`).'),
        422: refusal(
          'Not a valid passport, or its history does not add up (`invalid_passport`), with the field at fault.',
        ),
      },
    },
  },
  '/coins': {
    get: {
      operationId: 'listCoins',
      summary: 'Your Coins of Charon: what is left to spend on a new Contractor, and every entry behind it.',
      responses: { 200: answer('The Coins.', coinsSchema), 401: errors.unauthenticated },
    },
  },
};
