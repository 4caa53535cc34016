import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { GenerationMemo } from '../db/generation-memo.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { leaderAccess } from '../playgroups/sheet-access.js';
import { mayView } from './access.js';
import { rollRecord } from './roll-store.js';
import { sheetCacheOf, type CachedSheet, type SheetCache, type Viewer } from './sheet-cache.js';
import {
  readFirst,
  rollsOf,
  rollsStampStatement,
  rollsStatement,
  sheetOf,
  sheetRollsStatement,
  sheetStampRollsStatement,
  sheetStampStatement,
  sheetStatement,
  type RollsRecord,
  type SheetRecord,
  type StampRecord,
} from './sheet-query.js';
import type { RollRecord } from './views.js';

// The read path of the sheet, outside any transaction. A warm sheet costs one prepared query (its stamp, with the
// stamp of the latest rolls when asked); what the stamps show to be stale or missing is read in one more. Visibility
// is always decided from what the database just said, never from the cache.

/** A sheet the actor may see, as `viewer`, with the latest rolls when asked for. */
export interface VisibleSheet {
  sheet: CachedSheet;
  viewer: Viewer;
  rolls: RollRecord[];
}

const notFound = () => failure(refusals.notFound('That Contractor'));

function visible(
  p: Platform,
  actor: Actor,
  id: string,
  record: { private: boolean; owner_id: string },
): Promise<boolean> {
  return mayView(p.db, actor, { id, private: record.private, ownerId: record.owner_id });
}

/**
 * Whose eyes a sheet is shown to, or null when the actor may not see it: its owner's (with the play controls), a
 * Leader's who may edit it (asked only of signed-in readers who do not own it), or anyone else's.
 */
async function seenAs(
  p: Platform,
  actor: Actor,
  id: string,
  record: { private: boolean; owner_id: string },
): Promise<Viewer | null> {
  if (actor?.userId === record.owner_id) return 'owner';
  if (actor && (await leaderAccess(p.db, actor.userId, id))) return 'leader';
  return (await visible(p, actor, id, record)) ? 'other' : null;
}

function keepRolls(
  cache: SheetCache,
  id: string,
  count: number,
  record: { rolls?: SheetRecord['rolls']; rolls_seen?: string },
): RollRecord[] {
  return cache.storeRolls(
    id,
    count,
    record.rolls_seen!,
    rollsOf(record).map((r) => rollRecord(r.roll, r.handle)),
  );
}

/** Reads the latest rolls afresh (the sheet's visibility with them), or undefined when the sheet is not visible. */
async function freshRolls(p: Platform, actor: Actor, id: string, count: number): Promise<RollRecord[] | undefined> {
  const record = await readFirst<RollsRecord>(p, rollsStatement, [id, count]);
  if (!record || !(await visible(p, actor, id, record))) return undefined;
  return keepRolls(sheetCacheOf(p.db), id, count, record);
}

const stamps = new GenerationMemo<StampRecord | undefined>();

/**
 * The stamp of a sheet (and of its latest `rollCount` rolls when above 0), or undefined when there is no such sheet.
 * It reads every child row's version, and a veteran's ledger has thousands (about as long as rendering the page),
 * so on PGlite it is kept until the next possible write (see db/write-generation.ts).
 */
function readSheetStamp(p: Platform, id: string, rollCount: number): Promise<StampRecord | undefined> {
  return stamps.get(p.db, `${id}/${rollCount}`, () =>
    rollCount > 0
      ? readFirst<StampRecord>(p, sheetStampRollsStatement, [id, rollCount])
      : readFirst<StampRecord>(p, sheetStampStatement, [id]),
  );
}

/** Reads a sheet the actor may see (private ones are not_found to all but their owner), cached per Platform. */
export async function readVisibleSheet(
  p: Platform,
  actor: Actor,
  id: unknown,
  rollCount = 0,
): Promise<Outcome<VisibleSheet>> {
  if (!isId(id)) return notFound();
  const cache = sheetCacheOf(p.db);
  const withRolls = rollCount > 0;
  if (cache.holds(id)) {
    const stamp = await readSheetStamp(p, id, rollCount);
    const viewer = stamp ? await seenAs(p, actor, id, stamp) : null;
    if (!stamp || !viewer) return notFound();
    const held = cache.lookup(id, stamp);
    if (held) {
      const rolls = withRolls
        ? (cache.lookupRolls(id, rollCount, stamp.rolls_seen!) ?? (await freshRolls(p, actor, id, rollCount)))
        : [];
      // Undefined only when the sheet turned private between the two queries.
      return rolls ? success({ sheet: held, viewer, rolls }) : notFound();
    }
  } else {
    cache.stats.misses++;
  }
  const record = withRolls
    ? await readFirst<SheetRecord>(p, sheetRollsStatement, [id, rollCount])
    : await readFirst<SheetRecord>(p, sheetStatement, [id]);
  const viewer = record ? await seenAs(p, actor, id, record) : null;
  if (!record || !viewer) return notFound();
  const loaded = sheetOf(record);
  const sheet = cache.store(id, loaded.stamp, loaded.rows);
  return success({
    sheet,
    viewer,
    rolls: withRolls ? keepRolls(cache, id, rollCount, record) : [],
  });
}

/** The latest rolls of a sheet the actor may see, newest first: one query when they are cached and unchanged. */
export async function readVisibleRolls(
  p: Platform,
  actor: Actor,
  id: unknown,
  count: number,
): Promise<Outcome<RollRecord[]>> {
  if (!isId(id)) return notFound();
  const cache = sheetCacheOf(p.db);
  if (cache.holdsRolls(id, count)) {
    const stamp = await readFirst<RollsRecord>(p, rollsStampStatement, [id, count]);
    if (!stamp || !(await visible(p, actor, id, stamp))) return notFound();
    const held = cache.lookupRolls(id, count, stamp.rolls_seen);
    if (held) return success(held);
  } else {
    cache.stats.rollMisses++;
  }
  const rolls = await freshRolls(p, actor, id, count);
  return rolls ? success(rolls) : notFound();
}
