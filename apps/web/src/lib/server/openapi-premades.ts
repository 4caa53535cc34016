import { answer, pathParam, refusal, unauthenticatedRefusal, type ApiPaths } from '../api/operation.js';
import { createdIdSchema } from '../api/responses-contractors.js';
import { premadeListSchema } from '../api/responses-premades.js';

// The premade Contractors' part of the OpenAPI document; every schema is generated from zod.

/** The paths, relative to /api/v1. */
export const premadePaths: ApiPaths = {
  '/premades': {
    get: {
      operationId: 'listPremades',
      summary: 'The six premade Contractors, ready to play or to start from. Open to visitors.',
      public: true,
      responses: { 200: answer('The premades, with their concept.', premadeListSchema) },
    },
  },
  '/premades/{id}/start': {
    parameters: [pathParam('id', 'The premade’s id, e.g. `priya-castellanos`.')],
    post: {
      operationId: 'startFromPremade',
      summary:
        'Create a Contractor of your own from a premade, as the creation form would (same checks, same starting ' +
        'ledger), with its gear and story filled in for you to edit. No body.',
      responses: {
        201: answer('Created: the new Contractor’s id.', createdIdSchema),
        401: unauthenticatedRefusal,
        404: refusal('`not_found`: no premade has that id.'),
      },
    },
  },
};
