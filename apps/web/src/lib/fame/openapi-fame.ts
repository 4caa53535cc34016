import { answer, type ApiPaths } from '../api/operation.js';
import { hallOfFameSchema } from '../api/responses-fame.js';

// The Hall of Fame's part of the OpenAPI document; the schema is generated from zod.

/** The paths, relative to /api/v1. */
export const famePaths: ApiPaths = {
  '/hall-of-fame': {
    get: {
      operationId: 'getHallOfFame',
      summary:
        'The Hall of Fame: the top 10 of each board, counted from finished Contracts only (voided ones never count). ' +
        'Players with a private profile and private Contractors are left out. The two "deadliest" boards rank deaths ' +
        'per Contract (GMs) or per run (Scenarios) from the minimum number of Contracts or runs in `minimums`, and ' +
        'only with at least one death.',
      public: true,
      responses: {
        200: answer(
          'Every board, best first: `mostGmed`, `deadliestGms`, `mostPlayed` (seats with a Contractor or as a ' +
            'Ringer), `topJournalWriters` (Journals by public Contractors), `topSurvivors` (living Contractors by victories and failures), `mostVictories`, ' +
            '`mostRunScenarios`, `deadliestScenarios`.',
          hallOfFameSchema,
        ),
      },
    },
  },
};
