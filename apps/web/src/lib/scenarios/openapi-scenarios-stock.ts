import { answer, type ApiPaths } from '../api/operation.js';
import { stockShelfSchema } from '../api/responses-scenarios-stock.js';

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
};
