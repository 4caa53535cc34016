import { combatInputSchema } from '@harbinger/platform';
import { answer, pathParam, refusal, unauthenticatedRefusal, type ApiPaths } from '../api/operation.js';
import { combatViewSchema } from '../api/responses-table-combat.js';

// The live table's combat tracker in the OpenAPI document.

/** The paths, relative to /api/v1. */
export const tableCombatPaths: ApiPaths = {
  '/contracts/{id}/table/combat': {
    parameters: [pathParam('id', 'The Contract id (a UUID).')],
    post: {
      operationId: 'actOnCombat',
      summary:
        'One change to the fight at an active Contract’s table, chosen by `type`. The GM may send every action; a ' +
        'player may join, roll or enter Initiative, hold, act from a hold, react, make a Desperate Defense and ' +
        'exert, for their own Contractor only. Everyone at the table receives a public `combat` event ' +
        '`{ combat, change }`; a server-thrown Initiative also logs a `roll` event.',
      body: combatInputSchema,
      responses: {
        200: answer('The fight after the change (null once it ended).', combatViewSchema),
        400: refusal(
          'The action is malformed (`validation_failed`), or an NPC’s roll names no pool (`pool_required`).',
        ),
        401: unauthenticatedRefusal,
        403: refusal(
          'Not seated at this table (`not_at_table`), a GM-only action (`gm_only`), or another player’s ' +
            'Contractor (`not_your_combatant`).',
        ),
        404: refusal('No such Contract, or no such combatant in the fight (`unknown_combatant`).'),
        409: refusal('The table is not open (`table_closed`), or no fight is running (`no_combat`).'),
        422: refusal(
          'The rules refuse it, with their code: for example `already_exerted` (once per Round), ' +
            '`action_used_up`, `initiative_already_set`, `not_your_turn`, `mob_cannot_react`, `not_a_tie`.',
        ),
      },
    },
  },
};
