import { looseEndInputSchema, recordMoveSchema, resolveLooseEndSchema, voidMoveSchema } from '@harbinger/platform';
import { answer, pathParam, queryParam, refusal, type ApiOperation, type ApiPaths } from '../api/operation.js';
import { moveListSchema, moveViewSchema, looseEndWriteSchema, recordMoveResultSchema } from '../api/responses-moves.js';
import { playgroupErrors } from '../playgroups/openapi-playgroups.js';

// The Moves and Loose Ends part of the OpenAPI document (reading a sheet's Loose Ends sits with the Scenario play
// paths, which first brought them).

const { badInput, unauthenticated, conflict } = playgroupErrors;
const notFound = refusal('No such Move, Contractor or Loose End (or a private one you may not see).');
const notAGm = refusal(
  '`own_contractor` (your own Contractor: another GM runs it), `missing_permission` or `not_a_member` (you do not run Contracts in its Playgroup).',
);
const contractorParam = pathParam('id', 'The Contractor id (a UUID).');

/** The paths, relative to /api/v1. */
export const movePaths: ApiPaths = {
  '/moves': {
    get: {
      operationId: 'listMoves',
      summary:
        'The latest Moves of one Contractor (summaries for readers of its sheet) or one Playgroup (its World Events), newest first.',
      public: true,
      parameters: [
        queryParam('contractorId', 'A Contractor whose Moves to list (give this or playgroupId).'),
        queryParam('playgroupId', 'A Playgroup whose Moves to list.'),
        queryParam('limit', 'How many (1–100, 30 by default).', { type: 'integer' }),
      ],
      responses: {
        200: answer('The Moves.', moveListSchema),
        400: badInput,
        403: refusal('`playgroup_private`.'),
        404: notFound,
      },
    },
    post: {
      operationId: 'recordMove',
      summary:
        'As a GM of the Contractor’s Playgroup, record a Move you ran: goal, private summary, public World Event, changes to its lists and Loose Ends. 250 words in summary and World Event together pay 2 bonus Exp to one of your own Contractors (under the bonus-Exp cap); the moving Contractor gains nothing.',
      body: recordMoveSchema,
      responses: {
        201: answer('The Move, and why no bonus was paid when none was.', recordMoveResultSchema),
        400: badInput,
        401: unauthenticated,
        403: notAGm,
        404: notFound,
        409: refusal('`no_home_playgroup`, `already_resolved`, or the Contractor is dead or retired.'),
        422: refusal('`bonus_exp_cap`, `not_gm_contractor`, `contractor_dead` or `not_on_sheet`.'),
      },
    },
  },
  '/moves/{id}': {
    parameters: [pathParam('id', 'The Move id (a UUID).')],
    get: {
      operationId: 'getMove',
      summary:
        'One Move: its World Event for those who see the Playgroup, goal, summary and results for readers of the sheet.',
      public: true,
      responses: { 200: answer('The Move.', moveViewSchema), 403: refusal('`playgroup_private`.'), 404: notFound },
    },
    delete: {
      operationId: 'voidMove',
      summary:
        'As a Leader of its Playgroup, void a Move: its bonus, list changes and Loose Ends are reversed exactly and its World Event leaves the feed.',
      body: voidMoveSchema,
      bodyOptional: true,
      responses: {
        200: answer('The voided Move.', moveViewSchema),
        400: badInput,
        401: unauthenticated,
        403: refusal('`missing_permission` (only Leaders void Moves) or `not_a_member`.'),
        404: notFound,
        409: refusal('`already_voided`.'),
      },
    },
  },
  '/contractors/{id}/loose-ends/{looseEndId}/resolve': {
    parameters: [contractorParam, pathParam('looseEndId', 'The Loose End id (a UUID).')],
    post: {
      operationId: 'resolveLooseEnd',
      summary:
        'As a GM of the Contractor’s Playgroup, record a Loose End tied up (after the Hustle its Threat called for, or before its Cutoff).',
      body: resolveLooseEndSchema,
      bodyOptional: true,
      responses: {
        200: answer('The Loose End.', looseEndWriteSchema),
        400: badInput,
        401: unauthenticated,
        403: notAGm,
        404: notFound,
        409: conflict,
      },
    },
  },
};

/** Granting a Loose End, added to the `/contractors/{id}/loose-ends` item the Scenario play paths declare. */
export const grantLooseEndOperation: ApiOperation = {
  operationId: 'grantLooseEnd',
  summary:
    'As a GM of the Contractor’s Playgroup, grant it a Loose End: name, description, Threat and its level, Cutoff 1–5, how to tie it up, whether its Threat needs a Hustle. Its player reads only name, description and level.',
  body: looseEndInputSchema,
  responses: {
    201: answer('The Loose End.', looseEndWriteSchema),
    400: badInput,
    401: unauthenticated,
    403: notAGm,
    404: notFound,
    409: refusal('`no_home_playgroup`.'),
  },
};
