import { scenarioNotesSchema, writingRewardSchema } from '@harbinger/platform';
import { answer, pathParam, queryParam, refusal, type ApiPaths } from '../api/operation.js';
import { contractViewSchema } from '../api/responses-contracts.js';
import { looseEndsSchema, scenarioRunsSchema, writingRewardResultSchema } from '../api/responses-scenarios-play.js';
import { grantLooseEndOperation } from '../moves/openapi-moves.js';
import { playgroupErrors } from '../playgroups/openapi-playgroups.js';

// The Scenario-play part of the OpenAPI document: a Scenario's runs, the writing reward, a Contract's run notes and
// a sheet's Loose Ends. Linking a Scenario (`scenarioId`) and granting handouts (`handouts`) ride on the Contract
// operations' own schemas.

const scenarioParam = pathParam('id', 'The Scenario id (a UUID).');
const { badInput, unauthenticated, forbidden, conflict } = playgroupErrors;
const notFound = refusal('No such Scenario, Contract or Contractor (or a private one you may not see).');

/** The paths, relative to /api/v1. */
export const scenarioPlayPaths: ApiPaths = {
  '/scenarios/{id}/runs': {
    parameters: [scenarioParam],
    get: {
      operationId: 'getScenarioRuns',
      summary:
        'A Scenario’s finished, unvoided runs with GMs, outcomes and deadliness; the GM’s notes only if you discovered it, and the writing reward’s standing for its writer.',
      public: true,
      responses: { 200: answer('The runs and their numbers.', scenarioRunsSchema), 404: notFound },
    },
  },
  '/scenarios/{id}/writing-reward': {
    parameters: [scenarioParam],
    post: {
      operationId: 'claimWritingReward',
      summary:
        'As the writer, take the Scenario’s one writing Improvement for a living Contractor of yours (at least 1,000 words, run by you as a recorded Contract).',
      body: writingRewardSchema,
      responses: {
        200: answer('The Improvement was written to the ledger.', writingRewardResultSchema),
        400: badInput,
        401: unauthenticated,
        403: refusal('`not_the_writer`, or `not_your_contractor`.'),
        404: notFound,
        409: refusal('`already_rewarded`, or the Contractor is dead or retired.'),
        422: refusal('`too_few_words`, `not_run_yet` or `stock_scenario`.'),
      },
    },
  },
  '/contracts/{id}/scenario-notes': {
    parameters: [pathParam('id', 'The Contract id (a UUID).')],
    put: {
      operationId: 'writeScenarioNotes',
      summary: 'As the GM, write your notes on this run of the Scenario (while active, or once recorded).',
      body: scenarioNotesSchema,
      responses: {
        200: answer('The Contract.', contractViewSchema),
        400: badInput,
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/contractors/{id}/loose-ends': {
    parameters: [pathParam('id', 'The Contractor id (a UUID).')],
    get: {
      operationId: 'getLooseEnds',
      summary:
        'A sheet’s Loose Ends (open ones unless `state` says otherwise). Threat, Cutoff and tie-up come only to the granting GM, Leaders of the home Playgroup and the GM of a Contract the Contractor is seated at; its player learns the Threat once it came due, never the Cutoff.',
      public: true,
      parameters: [queryParam('state', '`open` (default), `resolved` or `all`.')],
      responses: { 200: answer('The Loose Ends.', looseEndsSchema), 400: badInput, 404: notFound },
    },
    post: grantLooseEndOperation,
  },
};
