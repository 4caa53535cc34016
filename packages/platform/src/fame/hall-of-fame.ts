import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { success, type Outcome } from '../errors.js';
import {
  deadliestGms,
  deadliestScenarios,
  mostGmed,
  mostPlayed,
  mostRunScenarios,
  mostVictories,
  topSurvivors,
} from './boards.js';
import { BOARD_SIZE, MIN_GM_CONTRACTS, MIN_SCENARIO_RUNS } from './definitions.js';
import type { HallOfFameView } from './views.js';

/**
 * The Hall of Fame, the same for every reader (public): each board is one SQL aggregate over finished Contracts.
 * Players with a private profile, and private Contractors, are left out of every board.
 * @example const { mostGmed } = expectOk(await getHallOfFame(p, null))
 */
export async function getHallOfFame(p: Platform, _actor: Actor): Promise<Outcome<HallOfFameView>> {
  // Plain reads, no transaction; on PostgreSQL they run side by side on the pool.
  const [gmed, deadlyGms, played, survivors, victories, runs, deadlyScenarios] = await Promise.all([
    mostGmed(p.db),
    deadliestGms(p.db),
    mostPlayed(p.db),
    topSurvivors(p.db),
    mostVictories(p.db),
    mostRunScenarios(p.db),
    deadliestScenarios(p.db),
  ]);
  return success({
    mostGmed: gmed,
    deadliestGms: deadlyGms,
    mostPlayed: played,
    topSurvivors: survivors,
    mostVictories: victories,
    mostRunScenarios: runs,
    deadliestScenarios: deadlyScenarios,
    minimums: { gmContracts: MIN_GM_CONTRACTS, scenarioRuns: MIN_SCENARIO_RUNS },
    size: BOARD_SIZE,
  });
}
