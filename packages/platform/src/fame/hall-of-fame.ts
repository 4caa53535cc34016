import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db } from '../db/connection.js';
import { GenerationMemo } from '../db/generation-memo.js';
import { success, type Outcome } from '../errors.js';
import {
  deadliestGms,
  deadliestScenarios,
  mostGmed,
  mostPlayed,
  mostRunScenarios,
  mostVictories,
  topJournalWriters,
  topSurvivors,
} from './boards.js';
import { BOARD_SIZE, MIN_GM_CONTRACTS, MIN_SCENARIO_RUNS } from './definitions.js';
import type { HallOfFameView } from './views.js';

/** Every board, computed afresh. */
async function readHallOfFame(db: Db): Promise<HallOfFameView> {
  // Plain reads, no transaction; on PostgreSQL they run side by side on the pool.
  const [gmed, deadlyGms, played, writers, survivors, victories, runs, deadlyScenarios] = await Promise.all([
    mostGmed(db),
    deadliestGms(db),
    mostPlayed(db),
    topJournalWriters(db),
    topSurvivors(db),
    mostVictories(db),
    mostRunScenarios(db),
    deadliestScenarios(db),
  ]);
  return {
    mostGmed: gmed,
    deadliestGms: deadlyGms,
    mostPlayed: played,
    topJournalWriters: writers,
    topSurvivors: survivors,
    mostVictories: victories,
    mostRunScenarios: runs,
    deadliestScenarios: deadlyScenarios,
    minimums: { gmContracts: MIN_GM_CONTRACTS, scenarioRuns: MIN_SCENARIO_RUNS },
    size: BOARD_SIZE,
  };
}

// The boards read every finished seat, and PGlite runs one query at a time: there the answer is kept until the next
// write (the same for every reader, so one entry). PostgreSQL computes it on every call.
const kept = new GenerationMemo<HallOfFameView>();

/**
 * The Hall of Fame, the same for every reader (public): each board is one SQL aggregate over finished Contracts.
 * Players with a private profile, and private Contractors, are left out of every board. Callers must not change the
 * answer (on PGlite it is shared until the next write).
 * @example const { mostGmed } = expectOk(await getHallOfFame(p, null))
 */
export async function getHallOfFame(p: Platform, _actor: Actor): Promise<Outcome<HallOfFameView>> {
  return success(await kept.get(p.db, 'hall', () => readHallOfFame(p.db)));
}
