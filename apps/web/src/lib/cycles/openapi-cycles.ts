import { answer, type ApiPaths, pathParam } from '../api/operation.js';
import { endedCycleSchema, openCyclesSchema, spendLockSchema } from '../api/responses-cycles.js';
import { playgroupErrors } from '../playgroups/openapi-playgroups.js';

// The Cycle endpoints' part of the OpenAPI document (a Cycle is declared with `cycle` when scheduling a Contract).

const { unauthenticated, forbidden, notFound, conflict } = playgroupErrors;

/** The paths, relative to /api/v1. */
export const cyclePaths: ApiPaths = {
  '/playgroups/{id}/cycles': {
    parameters: [pathParam('id', 'The Playgroup id (a UUID).')],
    get: {
      operationId: 'listOpenCycles',
      summary:
        'The Playgroup’s Cycles that can take another Contract (`run_contracts` there): schedule with `cycle: { cycleId }` to continue one.',
      responses: {
        200: answer('The open Cycles, newest first.', openCyclesSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
      },
    },
  },
  '/cycles/{id}/end': {
    parameters: [pathParam('id', 'The Cycle id (a UUID).')],
    post: {
      operationId: 'endCycle',
      summary:
        'End a Cycle before its last Contract (its creator, or `manage_contracts`): its players may spend Exp again and no Contract can join it (409 `cycle_over` when already over).',
      responses: {
        200: answer('Ended.', endedCycleSchema),
        401: unauthenticated,
        403: forbidden,
        404: notFound,
        409: conflict,
      },
    },
  },
  '/contractors/{id}/spend-lock': {
    parameters: [pathParam('id', 'The Contractor id (a UUID).')],
    get: {
      operationId: 'getSpendLock',
      summary:
        'Whether the Contractor can spend Exp now: locked on an Active Contract (`sheet_locked`) or between the Contracts of a Cycle (`in_cycle`).',
      public: true,
      responses: { 200: answer('The lock, or null.', spendLockSchema), 404: notFound },
    },
  },
};
