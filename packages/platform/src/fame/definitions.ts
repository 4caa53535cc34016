import { sql } from 'drizzle-orm';

// What every count on a profile and in the Hall of Fame is made of. Only finished Contracts count: a scheduled,
// running, canceled or voided one never does (voiding a Contract takes its seats off every count at once).

/** How many entries each board lists. */
export const BOARD_SIZE = 10;
/** A GM needs this many finished Contracts before deaths per Contract ranks them: one unlucky game is no record. */
export const MIN_GM_CONTRACTS = 5;
/** A Scenario needs this many finished runs before its deaths per run rank it. */
export const MIN_SCENARIO_RUNS = 3;

/** Seats (`a`) of finished Contracts (`c`). */
export const FINISHED_SEATS = sql`contract_attendances a JOIN contracts c ON c.id = a.contract_id AND c.state = 'finished'`;
/** A seat whose Contractor came back alive from a Contract it took part in (a declined seat never played). */
export const SURVIVED = sql`a.outcome IN ('victory', 'failure')`;
/** Journals (`j`) about a finished Contract (`c`), or about the Downtime after one: voiding the Contract drops them. */
export const RECORDED_JOURNALS = sql`journals j JOIN contracts c ON c.id = j.contract_id AND c.state = 'finished'`;
/** The player (`u`) shows on boards. */
export const PUBLIC_PLAYER = sql`NOT u.profile_private`;
/** The Contractor (`k`) and its player (`u`) are both public. */
export const PUBLIC_CONTRACTOR = sql`NOT k.private AND NOT u.profile_private`;
