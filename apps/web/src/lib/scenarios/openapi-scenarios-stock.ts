import { answer, type ApiPaths, pathParam, refusal, unauthenticatedRefusal } from '../api/operation.js';
import { stockShelfItemSchema, stockShelfSchema } from '../api/responses-scenarios-stock.js';

// The stock Scenarios' part of the OpenAPI document; every schema is generated from zod.

/** The paths, relative to /api/v1. */
export const stockScenarioPaths: ApiPaths = {
  '/scenarios/stock': {
    get: {
      operationId: 'getStockShelf',
      summary:
        'Our own stock Scenarios with, for the caller, whether each is earned, unlocked and readable, and how to earn it. Open to visitors: the free one and the teaching one are readable by all.',
      public: true,
      responses: { 200: answer('The shelf, in order: free, Playgroup, player, GM, loss, teaching.', stockShelfSchema) },
    },
  },
  '/scenarios/{id}/unlock-stock': {
    parameters: [pathParam('id', 'The stock Scenario id (a UUID).')],
    post: {
      operationId: 'unlockStockScenario',
      summary:
        'Unlock a stock Scenario you have earned: you may read the whole write-up, and it is spoiled for you (you may GM it or sit in as a Ringer, never play it as a Contractor). Unlocking again changes nothing.',
      responses: {
        200: answer('The shelf item as it now stands.', stockShelfItemSchema),
        401: unauthenticatedRefusal,
        403: refusal('`stock_not_earned`: the message says how to earn it.'),
        404: refusal('No stock Scenario has this id.'),
        409: refusal('`learning_scenario`: the teaching Scenario is readable by all and never unlocked.'),
      },
    },
  },
};
