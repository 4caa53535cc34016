import { eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { FINISHED_SEATS, RECORDED_JOURNALS, SURVIVED } from './definitions.js';

/**
 * One count on a profile: a SELECT returning one number for the player `userId`. `withPrivate` is true when the
 * player reads their own profile; for anyone else their private Contractors' seats stay out of the Contractor counts.
 */
type StatQuery = (userId: string, withPrivate: boolean) => SQL;

/** Seats of finished Contracts taken by the player's Contractors (not as a Ringer). */
const contractorSeats = (userId: string, withPrivate: boolean) =>
  sql`${FINISHED_SEATS} JOIN contractors k ON k.id = a.contractor_id
      WHERE a.user_id = ${userId}${withPrivate ? sql`` : sql` AND NOT k.private`}`;

/**
 * Every count a profile shows, by key. Adding one is one entry here (and its words on the page, which the typecheck
 * asks for).
 */
export const PROFILE_STAT_QUERIES = {
  /** Finished Contracts the player took a seat at, with a Contractor or as a Ringer. */
  gamesPlayed: (userId) => sql`SELECT count(*) FROM ${FINISHED_SEATS} WHERE a.user_id = ${userId}`,
  /** Finished Contracts the player ran as GM. */
  gamesGmed: (userId) => sql`SELECT count(*) FROM contracts c WHERE c.gm_id = ${userId} AND c.state = 'finished'`,
  /** Seats of the player's Contractors recorded as a victory. */
  victories: (userId, withPrivate) =>
    sql`SELECT count(*) FROM ${contractorSeats(userId, withPrivate)} AND a.outcome = 'victory'`,
  /** Seats of the player's Contractors recorded as a death. */
  deaths: (userId, withPrivate) =>
    sql`SELECT count(*) FROM ${contractorSeats(userId, withPrivate)} AND a.outcome = 'death'`,
  /** Seats of the player's Contractors that came back alive (a victory or a failure). */
  survivals: (userId, withPrivate) => sql`SELECT count(*) FROM ${contractorSeats(userId, withPrivate)} AND ${SURVIVED}`,
  /** Journals the player's Contractors wrote about recorded Contracts (and the Downtimes after them). */
  journalsWritten: (userId, withPrivate) =>
    sql`SELECT count(*) FROM ${RECORDED_JOURNALS} JOIN contractors k ON k.id = j.contractor_id
        WHERE k.owner_id = ${userId}${withPrivate ? sql`` : sql` AND NOT k.private`}`,
  /** Moves the player recorded as GM and no Leader voided. */
  movesGmed: (userId) => sql`SELECT count(*) FROM moves m WHERE m.gm_id = ${userId} AND m.voided_at IS NULL`,
} satisfies Record<string, StatQuery>;

/** The name of one profile count. */
export type ProfileStatKey = keyof typeof PROFILE_STAT_QUERIES;
/** A player's counts, by key (every key of `PROFILE_STAT_QUERIES`). */
export type ProfileStats = Record<ProfileStatKey, number>;

/** The keys in the order a profile lists them. */
export const PROFILE_STAT_KEYS = Object.keys(PROFILE_STAT_QUERIES) as ProfileStatKey[];

/** All of one player's counts in one statement (each a count over an index on the player or the GM). */
export async function readProfileStats(p: Platform, userId: string, withPrivate: boolean): Promise<ProfileStats> {
  const columns = PROFILE_STAT_KEYS.map(
    (key) => sql`(${PROFILE_STAT_QUERIES[key](userId, withPrivate)})::int AS ${sql.identifier(key)}`,
  );
  const [row] = await queryRows<ProfileStats>(p.db, sql`SELECT ${sql.join(columns, sql`, `)}`);
  return row!;
}

/**
 * A player's profile counts, or null when their profile is private and the reader is someone else. The player sees
 * their private Contractors counted too; anyone else sees them left out of victories, deaths and survivals.
 * @example const stats = expectOk(await getProfileStats(p, actor, 'ann'))
 */
export async function getProfileStats(
  p: Platform,
  actor: Actor,
  handle: unknown,
): Promise<Outcome<ProfileStats | null>> {
  if (typeof handle !== 'string' || handle.length > 30) return failure(refusals.notFound('That player'));
  const [row] = await p.db
    .select({ id: users.id, profilePrivate: users.profilePrivate })
    .from(users)
    .where(eq(users.handleKey, handle.toLowerCase()))
    .limit(1);
  if (!row) return failure(refusals.notFound('That player'));
  const self = actor?.userId === row.id;
  if (row.profilePrivate && !self) return success(null);
  return success(await readProfileStats(p, row.id, self));
}
