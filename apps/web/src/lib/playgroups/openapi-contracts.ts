import {
  contractPatchSchema,
  finishContractSchema,
  gmRewardsSchema,
  obituarySchema,
  ringerBonusSchema,
  rsvpSchema,
  scheduleContractSchema,
  voidContractSchema,
} from '@harbinger/platform';
import { answer, type ApiPaths, contractorIdParam, pathParam, queryParam } from '../api/operation.js';
import {
  confirmResultSchema,
  contractSummaryListSchema,
  contractViewSchema,
  finishResultSchema,
  gravePageSchema,
  graveyardTallySchema,
  obituaryResultSchema,
  voidResultSchema,
} from '../api/responses-contracts.js';
import { contractorViewSchema, ledgerSchema } from '../api/responses-contractors.js';
import { pageParams, playgroupErrors } from './openapi-playgroups.js';

// The Contract, ledger and Graveyard endpoints' part of the OpenAPI document; every schema is generated from zod.

const contractParam = pathParam('id', 'The Contract id (a UUID).');
const { badInput, unauthenticated, forbidden, notFound, conflict, unprocessable } = playgroupErrors;
const theContract = answer('The Contract.', contractViewSchema);

/** The paths, relative to /api/v1. */
export const contractPaths: ApiPaths = {
  '/contracts': {
    get: {
      operationId: 'listContracts',
      summary: 'List Contracts (an unlisted Playgroup’s only to its members, their GM and the seated).',
      public: true,
      parameters: ['playgroup', 'mine', 'lookingForPlayers', 'upcoming', 'limit'].map((name) =>
        queryParam(name, `The \`${name}\` filter.`),
      ),
      responses: { 200: answer('The Contracts.', contractSummaryListSchema), 400: badInput },
    },
    post: {
      operationId: 'scheduleContract',
      summary:
        'Schedule a Contract (`run_contracts` in the Playgroup); you are its GM. With `cycle` it starts a Cycle of that `length` or joins the open Cycle `cycleId` (422 `cycle_full`, `cycle_ended` or `cycle_not_found`).',
      body: scheduleContractSchema,
      responses: {
        201: answer('Scheduled.', contractViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        422: unprocessable,
      },
    },
  },
  '/contracts/{id}': {
    parameters: [contractParam],
    get: {
      operationId: 'getContract',
      summary:
        'One Contract. An unlisted Playgroup’s Contract shows only to its members, its GM and those holding a seat (403 `playgroup_private`).',
      public: true,
      responses: { 200: theContract, 403: forbidden, 404: notFound },
    },
    patch: {
      operationId: 'updateContract',
      summary: 'Change a scheduled Contract; send the `version` read.',
      body: contractPatchSchema,
      responses: {
        200: answer('Saved.', contractViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
  },
  '/contracts/{id}/rsvp': {
    parameters: [contractParam],
    post: {
      operationId: 'rsvpContract',
      summary: 'Answer the invitation with your Contractor, or as a Ringer.',
      body: rsvpSchema,
      responses: {
        200: theContract,
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
    delete: {
      operationId: 'withdrawRsvp',
      summary: 'Give up your seat (while scheduled).',
      responses: { 200: theContract, 401: unauthenticated, 404: notFound, 409: conflict },
    },
  },
  '/contracts/{id}/ringer-bonus': {
    parameters: [contractParam],
    post: {
      operationId: 'chooseRingerBonus',
      summary: 'As a Ringer, pick the Contractor that takes your bonus Exp.',
      body: ringerBonusSchema,
      responses: {
        200: theContract,
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/contracts/{id}/start': {
    parameters: [contractParam],
    post: {
      operationId: 'startContract',
      summary: 'Start a scheduled Contract; attending sheets lock for Exp spending.',
      responses: { 200: theContract, 401: unauthenticated, 403: forbidden, 404: notFound, 409: conflict },
    },
  },
  '/contracts/{id}/finish': {
    parameters: [contractParam],
    post: {
      operationId: 'finishContract',
      summary:
        'Record an Active Contract in one transaction: an outcome for every seated Contractor (none is assumed), Commission, GM Improvement, notes; each `death` outcome may carry a `cause` (trimmed, at most 200 characters, shown on the grave; a cause on a seat that did not die is refused with 422 `cause_without_death`); every reward lands as a ledger entry. The GM Improvement is always granted: past the Gift Credit + Improvement cap it waits for a victory (`waiting`). Without `gmImprovementContractorId` the GM’s rewards wait for the GM to choose (`gmRewardsPending`, see `/contracts/{id}/gm-rewards`).',
      body: finishContractSchema,
      responses: {
        200: answer(
          'What was paid, what was held back (the bonus-Exp cap, a dead or missing recipient) and why, Improvements waiting for a victory, Status changes and deaths.',
          finishResultSchema,
        ),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
  },
  '/contracts/{id}/gm-rewards': {
    parameters: [contractParam],
    post: {
      operationId: 'chooseGmRewards',
      summary:
        'As the GM, name your Contractors that take the GM Improvement and bonus Exp: kept for the recording while a declared Contract awaits confirmation, paid at once on a recorded Contract whose GM rewards are pending.',
      body: gmRewardsSchema,
      responses: {
        200: theContract,
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
  },
  '/contracts/{id}/confirm': {
    parameters: [contractParam],
    post: {
      operationId: 'confirmAttendance',
      summary: 'Confirm your seat at a declared past Contract; the last confirmation records it.',
      responses: {
        200: answer('`recorded` is set once it was recorded.', confirmResultSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
        422: unprocessable,
      },
    },
  },
  '/contracts/{id}/cancel': {
    parameters: [contractParam],
    post: {
      operationId: 'cancelContract',
      summary: 'Cancel a scheduled Contract.',
      responses: { 200: theContract, 401: unauthenticated, 403: forbidden, 404: notFound, 409: conflict },
    },
  },
  '/contracts/{id}/void': {
    parameters: [contractParam],
    post: {
      operationId: 'voidContract',
      summary:
        'Void a finished Contract: Leaders and Judges (any role with `manage_contracts`) void it at once; a player who took part casts a vote instead (unanimous, or a simple majority when split over sessions). Voiding takes back every reward it paid and undoes its deaths.',
      body: voidContractSchema,
      bodyOptional: true,
      responses: {
        200: answer('`voided` says whether it happened; the votes so far.', voidResultSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/contracts/{id}/sheets/{contractorId}': {
    parameters: [contractParam, pathParam('contractorId', 'An attending Contractor.')],
    get: {
      operationId: 'getAttendeeSheet',
      summary: 'An attendee’s sheet for the GM while the Contract is active (private or not).',
      responses: {
        200: answer('The sheet.', contractorViewSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/contractors/{id}/ledger': {
    parameters: [contractorIdParam],
    get: {
      operationId: 'getContractorLedger',
      summary: 'Every ledger entry with amount, kind and cause, oldest first (voided ones too).',
      responses: { 200: answer('The ledger.', ledgerSchema), 404: notFound },
    },
  },
  '/graveyard': {
    get: {
      operationId: 'listGraveyard',
      summary:
        'The Graveyard, newest first; `status` keeps the Contractors who died at that Status (read from the victories ' +
        'they died with).',
      public: true,
      parameters: [...pageParams, queryParam('status', 'newbie, novice, seasoned, professional or veteran.')],
      responses: { 200: answer('A page: `items` and `next`.', gravePageSchema), 400: badInput },
    },
  },
  '/graveyard/tally': {
    get: {
      operationId: 'getGraveyardTally',
      summary:
        'How many graves the caller may see under each Status at death (private Contractors only for their player).',
      public: true,
      responses: { 200: answer('A count for every Status, from newbie to veteran.', graveyardTallySchema) },
    },
  },
  '/graveyard/{contractorId}': {
    parameters: [pathParam('contractorId', 'The dead Contractor.')],
    patch: {
      operationId: 'updateObituary',
      summary: 'Write the obituary (the owner, or a Leader of its home Playgroup).',
      body: obituarySchema,
      responses: {
        200: answer('Saved.', obituaryResultSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
  },
};
