import { statusFromVictories } from '@harbinger/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import {
  BOARD_SIZE,
  FINISHED_SEATS,
  MIN_GM_CONTRACTS,
  MIN_SCENARIO_RUNS,
  PUBLIC_CONTRACTOR,
  PUBLIC_PLAYER,
  RECORDED_JOURNALS,
  SURVIVED,
} from './definitions.js';
import type { ContractorEntry, DeadlyGmEntry, PlayerEntry, ScenarioEntry } from './views.js';

// One SQL aggregate per board, cut to BOARD_SIZE rows by the database. rank() gives equal counts the same rank; the
// rows of a tie are listed by name so every reader sees the same order.

interface PlayerRow {
  rank: number;
  handle: string;
  count: number;
}

interface ContractorRow extends Omit<PlayerRow, 'handle'> {
  id: string;
  name: string;
  victories: number;
  handle: string;
}

interface ScenarioRow {
  rank: number;
  id: string;
  title: string;
  runs: number;
  deaths: number;
  rate: number;
}

const player = (r: PlayerRow): PlayerEntry => ({ rank: r.rank, player: { handle: r.handle }, count: r.count });

const contractor = (r: ContractorRow): ContractorEntry => ({
  rank: r.rank,
  contractor: { id: r.id, name: r.name, status: statusFromVictories(r.victories) },
  owner: { handle: r.handle },
  count: r.count,
});

const scenario = (r: ScenarioRow): ScenarioEntry => ({
  rank: r.rank,
  scenario: { id: r.id, title: r.title },
  runs: r.runs,
  deaths: r.deaths,
  deathsPerRun: r.rate,
});

/** Public players by finished Contracts they GMed. */
export async function mostGmed(db: Db): Promise<PlayerEntry[]> {
  const rows = await queryRows<PlayerRow>(
    db,
    sql`SELECT u.handle, count(*)::int AS count, (rank() OVER (ORDER BY count(*) DESC))::int AS rank
        FROM contracts c JOIN users u ON u.id = c.gm_id
        WHERE c.state = 'finished' AND ${PUBLIC_PLAYER}
        GROUP BY u.id
        ORDER BY count DESC, u.handle_key
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map(player);
}

/** Public GMs with at least MIN_GM_CONTRACTS finished Contracts and a death, by deaths per Contract. */
export async function deadliestGms(db: Db): Promise<DeadlyGmEntry[]> {
  const rows = await queryRows<PlayerRow & { deaths: number; rate: number }>(
    db,
    // A subquery rather than WITH: the PGlite write counter takes only a plain SELECT for a read.
    sql`SELECT u.handle, t.contracts AS count, t.deaths, (t.deaths::float8 / t.contracts) AS rate,
               (rank() OVER (ORDER BY t.deaths::float8 / t.contracts DESC))::int AS rank
        FROM (
          SELECT c.gm_id, count(DISTINCT c.id)::int AS contracts, count(a.id)::int AS deaths
          FROM contracts c LEFT JOIN contract_attendances a ON a.contract_id = c.id AND a.outcome = 'death'
          WHERE c.state = 'finished'
          GROUP BY c.gm_id
          HAVING count(DISTINCT c.id) >= ${MIN_GM_CONTRACTS}
        ) t JOIN users u ON u.id = t.gm_id
        WHERE t.deaths > 0 AND ${PUBLIC_PLAYER}
        ORDER BY rate DESC, t.deaths DESC, u.handle_key
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map((r) => ({
    rank: r.rank,
    player: { handle: r.handle },
    contracts: r.count,
    deaths: r.deaths,
    deathsPerContract: r.rate,
  }));
}

/** Public players by finished Contracts they played (with a Contractor or as a Ringer). */
export async function mostPlayed(db: Db): Promise<PlayerEntry[]> {
  const rows = await queryRows<PlayerRow>(
    db,
    sql`SELECT u.handle, count(*)::int AS count, (rank() OVER (ORDER BY count(*) DESC))::int AS rank
        FROM ${FINISHED_SEATS} JOIN users u ON u.id = a.user_id
        WHERE ${PUBLIC_PLAYER}
        GROUP BY u.id
        ORDER BY count DESC, u.handle_key
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map(player);
}

/** Public players by the Journals their public Contractors wrote about recorded Contracts. */
export async function topJournalWriters(db: Db): Promise<PlayerEntry[]> {
  const rows = await queryRows<PlayerRow>(
    db,
    sql`SELECT u.handle, count(*)::int AS count, (rank() OVER (ORDER BY count(*) DESC))::int AS rank
        FROM ${RECORDED_JOURNALS}
        JOIN contractors k ON k.id = j.contractor_id
        JOIN users u ON u.id = k.owner_id
        WHERE ${PUBLIC_CONTRACTOR}
        GROUP BY u.id
        ORDER BY count DESC, u.handle_key
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map(player);
}

/** Public Contractors by the seats of theirs that match `outcome` (an SQL condition on `a`), optionally living only. */
async function contractorBoard(db: Db, outcome: ReturnType<typeof sql>, livingOnly: boolean) {
  const living = livingOnly
    ? sql` AND NOT EXISTS (SELECT 1 FROM contractor_deaths d WHERE d.contractor_id = k.id AND d.voided_at IS NULL)`
    : sql``;
  const rows = await queryRows<ContractorRow>(
    db,
    sql`SELECT k.id, k.name, k.victories, u.handle, count(*)::int AS count,
               (rank() OVER (ORDER BY count(*) DESC))::int AS rank
        FROM ${FINISHED_SEATS}
        JOIN contractors k ON k.id = a.contractor_id
        JOIN users u ON u.id = k.owner_id
        WHERE ${outcome} AND ${PUBLIC_CONTRACTOR}${living}
        GROUP BY k.id, u.id
        ORDER BY count DESC, lower(k.name), k.id
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map(contractor);
}

/** Living public Contractors by Contracts survived. */
export const topSurvivors = (db: Db): Promise<ContractorEntry[]> => contractorBoard(db, SURVIVED, true);

/** Public Contractors, living or dead, by Contracts won on this site. */
export const mostVictories = (db: Db): Promise<ContractorEntry[]> =>
  contractorBoard(db, sql`a.outcome = 'victory'`, false);

/** Every Scenario run at least once, with its finished runs and the deaths on them (a Scenario's title is public). */
const SCENARIO_RUNS = sql`
  SELECT s.id, s.title, count(DISTINCT c.id)::int AS runs, count(a.id)::int AS deaths
  FROM contracts c
  JOIN scenarios s ON s.id = c.scenario_id
  LEFT JOIN contract_attendances a ON a.contract_id = c.id AND a.outcome = 'death'
  WHERE c.state = 'finished'
  GROUP BY s.id`;

/** Scenarios by finished runs. */
export async function mostRunScenarios(db: Db): Promise<ScenarioEntry[]> {
  const rows = await queryRows<ScenarioRow>(
    db,
    sql`SELECT r.*, (r.deaths::float8 / r.runs) AS rate, (rank() OVER (ORDER BY r.runs DESC))::int AS rank
        FROM (${SCENARIO_RUNS}) r
        ORDER BY r.runs DESC, lower(r.title), r.id
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map(scenario);
}

/** Scenarios run at least MIN_SCENARIO_RUNS times with a death, by deaths per run. */
export async function deadliestScenarios(db: Db): Promise<ScenarioEntry[]> {
  const rows = await queryRows<ScenarioRow>(
    db,
    sql`SELECT r.*, (r.deaths::float8 / r.runs) AS rate,
               (rank() OVER (ORDER BY r.deaths::float8 / r.runs DESC))::int AS rank
        FROM (${SCENARIO_RUNS}) r
        WHERE r.runs >= ${MIN_SCENARIO_RUNS} AND r.deaths > 0
        ORDER BY rate DESC, r.deaths DESC, lower(r.title), r.id
        LIMIT ${BOARD_SIZE}`,
  );
  return rows.map(scenario);
}
