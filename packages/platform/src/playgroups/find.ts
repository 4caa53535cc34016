import { STATUS_IDS } from '@harbinger/rules';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { playgroupMembers, playgroups } from '../db/schema.js';
import { queryRows } from '../db/raw.js';
import { success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from './cursor.js';
import { listingOf } from './listing.js';
import { playgroupRecords } from './record.js';
import { findPlaygroupsSchema } from './schemas.js';
import type { FoundPlaygroup, OpenContractView } from './views.js';
import { zonesNear } from './zones.js';

/** How many members each Playgroup has. */
export async function memberCounts(db: Db | Tx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: playgroupMembers.playgroupId, n: count() })
    .from(playgroupMembers)
    .where(and(inArray(playgroupMembers.playgroupId, [...ids]), eq(playgroupMembers.state, 'member')))
    .groupBy(playgroupMembers.playgroupId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A scheduled Contract, not yet started, with fewer seats taken than it has (`c` names the Contract). */
function openSeat(now: Date): SQL {
  return sql`c.state = 'scheduled' AND c.starts_at > ${now.toISOString()}::timestamptz
    AND c.capacity > (SELECT count(*) FROM contract_attendances a WHERE a.contract_id = c.id)`;
}

interface OpenRow {
  playgroup_id: string;
  id: string;
  title: string;
  starts_at: Date | string;
  state: OpenContractView['state'];
  required_status: string;
  free: number | string;
}

/** The soonest upcoming Contract with a free seat of each Playgroup, if any. */
async function nextOpenContracts(db: Db | Tx, ids: readonly string[], now: Date) {
  const out = new Map<string, OpenContractView>();
  if (ids.length === 0) return out;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<OpenRow>(
    db,
    sql`SELECT DISTINCT ON (c.playgroup_id) c.playgroup_id, c.id, c.title, c.starts_at, c.state, c.required_status,
          c.capacity - (SELECT count(*) FROM contract_attendances a WHERE a.contract_id = c.id) AS free
        FROM contracts c
        WHERE c.playgroup_id IN (${list}) AND ${openSeat(now)}
        ORDER BY c.playgroup_id, c.starts_at, c.id`,
  );
  for (const r of rows)
    out.set(r.playgroup_id, {
      id: r.id,
      title: r.title,
      startsAt: new Date(r.starts_at),
      state: r.state,
      requiredStatus: r.required_status as OpenContractView['requiredStatus'],
      seatsFree: Number(r.free),
    });
  return out;
}

/**
 * Find Playgroups: the publicly listed Playgroups, newest first, a page at a time, filtered by how they meet, time
 * zone, the Status a Contractor plays at (the listing's range), an upcoming Contract with a free seat, and open
 * membership. Unlisted Playgroups never appear, whoever asks.
 * @example const { items, next } = (await findPlaygroups(p, actor, { meets: 'online', status: 'novice' })).value
 */
export async function findPlaygroups(
  p: Platform,
  _actor: Actor,
  input: unknown = {},
): Promise<Outcome<{ items: FoundPlaygroup[]; next: string | null }>> {
  const parsed = parseInput(findPlaygroupsSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const now = p.now();
  const filters: (SQL | undefined)[] = [eq(playgroups.listed, true)];
  if (f.meets) filters.push(inArray(playgroups.meets, [f.meets, 'both']));
  if (f.near) filters.push(inArray(playgroups.timeZone, zonesNear(f.near, f.withinHours, now)));
  if (f.status) {
    const at = STATUS_IDS.indexOf(f.status);
    filters.push(inArray(playgroups.statusMin, STATUS_IDS.slice(0, at + 1)));
    filters.push(inArray(playgroups.statusMax, STATUS_IDS.slice(at)));
  }
  if (f.openMembership) filters.push(eq(playgroups.membership, 'open'));
  if (f.openSeats)
    filters.push(sql`EXISTS (SELECT 1 FROM contracts c WHERE c.playgroup_id = ${playgroups.id} AND ${openSeat(now)})`);
  filters.push(beforeCursor(playgroups.createdAt, playgroups.id, decodeCursor(f.before)));
  const rows = await p.db
    .select()
    .from(playgroups)
    .where(and(...filters))
    .orderBy(desc(playgroups.createdAt), desc(playgroups.id))
    .limit(f.limit + 1);
  const page = pageOf(rows, f.limit, (r) => ({ at: r.createdAt, id: r.id }));
  const ids = page.items.map((r) => r.id);
  const [records, members, open] = await Promise.all([
    playgroupRecords(p.db, ids),
    memberCounts(p.db, ids),
    nextOpenContracts(p.db, ids, now),
  ]);
  return success({
    items: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      membership: r.membership,
      listing: listingOf(r),
      members: members.get(r.id) ?? 0,
      record: records.get(r.id)!,
      nextOpenContract: open.get(r.id) ?? null,
      createdAt: r.createdAt,
    })),
    next: page.next,
  });
}
