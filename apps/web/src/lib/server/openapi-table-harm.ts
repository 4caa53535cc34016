import {
  tableAttackSchema,
  tableClockSchema,
  tableStabilizeSchema,
  tableWillToSurviveSchema,
} from '@harbinger/platform';
import { answer, pathParam, refusal, unauthenticatedRefusal, type ApiPaths } from '../api/operation.js';
import {
  clockAdvanceSchema,
  clockViewSchema,
  stabilizationEventSchema,
  tableAttackResultSchema,
  willToSurviveEventSchema,
} from '../api/responses-table-harm.js';

// The live table's harm endpoints in the OpenAPI document: the GM's attack helper, Will to Survive, the clock and
// Stabilization. Every schema is generated from the zod schemas the routes use.

const contractParam = pathParam('id', 'The Contract id (a UUID).');
const errors = {
  badInput: refusal('The input is malformed or fails validation; `field` names the first field at fault.'),
  unauthenticated: unauthenticatedRefusal,
  forbidden: refusal(
    'Not at this table (`not_at_table`), a GM-only action asked by a player (`gm_only`), or someone else’s ' +
      'Contractor (`forbidden`).',
  ),
  notFound: refusal('No such Contract you may see, or no such Injury at this table.'),
  conflict: refusal(
    'The Contract is not being played (`table_closed`), the offer was answered or the Injury changed since it was ' +
      'dealt (`offer_closed`), or a Contractor is dead or retired.',
  ),
  unprocessable: refusal(
    'Refused by the rules: a Contractor not seated here (`not_seated`), dice faces that do not match the pool, ' +
      'Will to Survive already used this Contract, an Injury that needs no Stabilization…',
  ),
};

/** The paths, relative to /api/v1. */
export const tableHarmPaths: ApiPaths = {
  '/contracts/{id}/table/attacks': {
    parameters: [contractParam],
    post: {
      operationId: 'resolveTableAttack',
      summary:
        'The GM’s attack helper: the attacker’s and defenders’ rolls (typed in, dice faces, or rolled by the server from ' +
        'the sheets), weapon and armor from the rules’ tables, two targets, Called Shots, mobs. An Injury to a seated ' +
        'Contractor lands on its sheet, with the Will to Survive offer to its player.',
      body: tableAttackSchema,
      responses: {
        200: answer('One attack record per target, and the Injuries that landed.', tableAttackResultSchema),
        ...errorsFor(),
      },
    },
  },
  '/contracts/{id}/table/will-to-survive': {
    parameters: [contractParam],
    post: {
      operationId: 'answerWillToSurvive',
      summary:
        'The player’s answer to the Will to Survive offer for an Injury dealt at this table: accept (Severity reduced ' +
        'by up to 4, never below 4, for 1 Mind damage and a permanent Major Battle Scar) or decline.',
      body: tableWillToSurviveSchema,
      responses: { 200: answer('The answer, as the table shows it.', willToSurviveEventSchema), ...errorsFor() },
    },
  },
  '/contracts/{id}/table/clock': {
    parameters: [contractParam],
    get: {
      operationId: 'getTableClock',
      summary: 'The in-game clock and the Injuries it watches, for anyone seated at the table.',
      responses: {
        200: answer('The clock.', clockViewSchema),
        401: errors.unauthenticated,
        403: errors.forbidden,
        404: errors.notFound,
      },
    },
    post: {
      operationId: 'advanceTableClock',
      summary:
        'Move the in-game clock forward (GM only). Severity 4+ Injuries that are not stabilized worsen on the sheets, ' +
        'one level per half hour.',
      body: tableClockSchema,
      responses: { 200: answer('What worsened, and the clock now.', clockAdvanceSchema), ...errorsFor() },
    },
  },
  '/contracts/{id}/table/stabilize': {
    parameters: [contractParam],
    post: {
      operationId: 'stabilizeAtTable',
      summary:
        'One Stabilization attempt from the table (Intellect + Medicine of the Contractor giving first aid), by the GM ' +
        'or that Contractor’s player.',
      body: tableStabilizeSchema,
      responses: { 200: answer('The attempt and what it did.', stabilizationEventSchema), ...errorsFor() },
    },
  },
};

function errorsFor() {
  return {
    400: errors.badInput,
    401: errors.unauthenticated,
    403: errors.forbidden,
    404: errors.notFound,
    409: errors.conflict,
    422: errors.unprocessable,
  };
}
