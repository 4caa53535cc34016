import { randomBytes } from 'node:crypto';
import { PLAYGROUP_PERMISSIONS, statusFromVictories } from '@harbinger/rules';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import {
  contractorDeaths,
  contractors,
  playgroupContractors,
  playgroupMembers,
  playgroups,
  users,
} from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from './cursor.js';
import { listingColumns, listingOf, seesInside, seesListing, statusRangeProblem } from './listing.js';
import { playgroupRecord, playgroupRecords } from './record.js';
import {
  can,
  loadMembership,
  permissionsOf,
  requirePermission,
  rolesOf,
  type Membership,
  type PlaygroupRow,
} from './roles.js';
import { playgroupCreateSchema, playgroupPatchSchema, type HouseRulesInput } from './schemas.js';
import type { HouseRules, PlaygroupSummary, PlaygroupView } from './views.js';

/** A fresh secret for the invite link. */
export function newInviteToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The house rules of a stored Playgroup. */
export function houseRulesOf(row: PlaygroupRow): HouseRules {
  return {
    healing: row.healing,
    goldenRatio: row.goldenRatio,
    visitorsAllowed: row.visitorsAllowed,
    poolFloor1: row.poolFloor1,
    classicCombat: row.classicCombat,
    text: row.houseRules,
  };
}

function houseRuleColumns(rules: HouseRulesInput | undefined) {
  if (!rules) return {};
  return {
    ...(rules.healing === undefined ? {} : { healing: rules.healing }),
    ...(rules.goldenRatio === undefined ? {} : { goldenRatio: rules.goldenRatio }),
    ...(rules.visitorsAllowed === undefined ? {} : { visitorsAllowed: rules.visitorsAllowed }),
    ...(rules.poolFloor1 === undefined ? {} : { poolFloor1: rules.poolFloor1 }),
    ...(rules.classicCombat === undefined ? {} : { classicCombat: rules.classicCombat }),
    ...(rules.text === undefined ? {} : { houseRules: rules.text }),
  };
}

/**
 * Creates a Playgroup; its creator joins as its first Leader.
 * @example
 * await createPlaygroup(p, actor, { name: 'Night Shift', membership: 'invite', houseRules: { healing: 'arcade' } })
 */
export async function createPlaygroup(p: Platform, actor: Actor, input: unknown): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(playgroupCreateSchema, input);
  if (!parsed.ok) return parsed;
  const { name, description, membership, houseRules, listing } = parsed.value;
  const range = statusRangeProblem(listing.statusMin ?? 'newbie', listing.statusMax ?? 'veteran');
  if (range) return failure(range);
  return transact(p.db, async (tx) => {
    const now = p.now();
    // The table plays in its creator's time zone unless the form says otherwise.
    const [creator] = listing.timeZone
      ? []
      : await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, actor.userId));
    const [row] = await tx
      .insert(playgroups)
      .values({
        name,
        description,
        membership,
        inviteToken: newInviteToken(),
        ...houseRuleColumns(houseRules),
        timeZone: creator?.timezone ?? 'UTC',
        ...listingColumns(listing),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(playgroupMembers).values({
      playgroupId: row!.id,
      userId: actor.userId,
      state: 'member',
      roles: ['leader'],
      createdAt: now,
      updatedAt: now,
    });
    return success(await buildPlaygroupView(tx, actor, row!.id));
  });
}

/**
 * Changes a Playgroup's name, description, membership or house rules (needs `edit_playgroup`); the `version` read
 * must still be current (409 otherwise).
 */
export async function updatePlaygroup(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(playgroupPatchSchema, input);
  if (!parsed.ok) return parsed;
  const { version, houseRules, listing, ...fields } = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, id, actor.userId, true);
    if (!loaded.ok) return loaded;
    const allowed = requirePermission(loaded.value, 'edit_playgroup');
    if (!allowed.ok) return allowed;
    const row = loaded.value.playgroup;
    if (row.version !== version)
      return failure({
        ...refusals.versionConflict(),
        message: 'Someone changed this Playgroup since you opened it. Reload to see their changes.',
      });
    const range = statusRangeProblem(listing?.statusMin ?? row.statusMin, listing?.statusMax ?? row.statusMax);
    if (range) return failure(range);
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    await tx
      .update(playgroups)
      .set({
        ...set,
        ...houseRuleColumns(houseRules),
        ...listingColumns(listing),
        version: row.version + 1,
        updatedAt: p.now(),
      })
      .where(eq(playgroups.id, row.id));
    return success(await buildPlaygroupView(tx, actor, row.id));
  });
}

/**
 * A Playgroup's page, with the invite link and bans only for those who manage memberships. A listed Playgroup shows
 * everyone what is inside; an unlisted one shows outsiders its name only (and its listing to those invited).
 */
export async function getPlaygroup(p: Platform, actor: Actor, id: unknown): Promise<Outcome<PlaygroupView>> {
  const loaded = await loadMembership(p.db, id, actor?.userId);
  if (!loaded.ok) return loaded;
  return success(await buildPlaygroupView(p.db, actor, loaded.value.playgroup.id, loaded.value));
}

/** Builds the Playgroup page for a viewer. */
export async function buildPlaygroupView(
  tx: Db | Tx,
  actor: Actor,
  playgroupId: string,
  known?: Membership,
): Promise<PlaygroupView> {
  const loaded = known ? { ok: true as const, value: known } : await loadMembership(tx, playgroupId, actor?.userId);
  if (!loaded.ok) throw new Error(`playgroup ${playgroupId} vanished`);
  const m = loaded.value;
  const row = m.playgroup;
  const viewer: PlaygroupView['viewer'] = {
    state: m.row?.state ?? null,
    roles: m.member ? m.row!.roles : [],
    permissions: permissionsOf(m, PLAYGROUP_PERMISSIONS),
    canJoin: actor !== null && (m.row?.state === 'invited' || (m.row === undefined && row.membership === 'open')),
  };
  if (!seesInside(m))
    return {
      id: row.id,
      name: row.name,
      description: '',
      membership: row.membership,
      listed: false,
      restricted: true,
      listing: seesListing(m) ? listingOf(row) : null,
      houseRules: null,
      version: row.version,
      createdAt: row.createdAt,
      record: null,
      roles: [],
      members: [],
      contractors: [],
      viewer,
    };
  const memberRows = await tx
    .select({ m: playgroupMembers, handle: users.handle })
    .from(playgroupMembers)
    .innerJoin(users, eq(users.id, playgroupMembers.userId))
    .where(eq(playgroupMembers.playgroupId, playgroupId))
    .orderBy(asc(playgroupMembers.createdAt), asc(playgroupMembers.id));
  const roleViews = rolesOf(m.custom);
  const manageMembers = can(m, 'manage_memberships');
  const manageContractors = can(m, 'manage_contractors');
  const homed = await tx
    .select({ h: playgroupContractors, c: contractors, handle: users.handle, deathId: contractorDeaths.id })
    .from(playgroupContractors)
    .innerJoin(contractors, eq(contractors.id, playgroupContractors.contractorId))
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .leftJoin(
      contractorDeaths,
      and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt)),
    )
    .where(eq(playgroupContractors.playgroupId, playgroupId))
    .orderBy(asc(contractors.name), asc(contractors.id));
  const contractorViews = homed
    .filter(({ h, c }) => {
      const own = actor?.userId === c.ownerId;
      // Private sheets and Contractors still waiting for approval show only to their owner and to those who manage
      // Contractors.
      return own || manageContractors || (!c.private && h.approval === 'approved');
    })
    .map(({ h, c, handle, deathId }) => ({
      id: c.id,
      name: c.name,
      owner: { handle },
      status: statusFromVictories(c.victories),
      victories: c.victories,
      approval: h.approval,
      message: actor?.userId === c.ownerId || manageContractors ? h.message : '',
      dead: deathId !== null,
      private: c.private,
      unverifiedImport: c.unverifiedImport ?? null,
    }));
  const roleName = (id: string) => roleViews.find((r) => r.id === id);
  const view: PlaygroupView = {
    id: row.id,
    name: row.name,
    description: row.description,
    membership: row.membership,
    listed: row.listed,
    restricted: false,
    listing: listingOf(row),
    houseRules: houseRulesOf(row),
    version: row.version,
    createdAt: row.createdAt,
    record: await playgroupRecord(tx, row.id),
    roles: roleViews,
    members: memberRows
      .filter(({ m: r }) => r.state === 'member')
      .map(({ m: r, handle }) => ({
        userId: r.userId,
        handle,
        roles: r.roles.flatMap((id) => (roleName(id) ? [{ id, name: roleName(id)!.name }] : [])),
        since: r.createdAt,
      })),
    contractors: contractorViews,
    viewer,
  };
  if (manageMembers) {
    view.inviteToken = row.inviteToken;
    view.invited = memberRows
      .filter(({ m: r }) => r.state === 'invited')
      .map(({ m: r, handle }) => ({ handle, since: r.createdAt }));
    view.banned = memberRows
      .filter(({ m: r }) => r.state === 'banned')
      .map(({ m: r, handle }) => ({ handle, reason: r.note, since: r.updatedAt }));
  }
  return view;
}

/** Paging the public list (listed Playgroups); `mine` lists the Playgroups the actor belongs to instead. */
export const listPlaygroupsSchema = z.strictObject({
  before: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(50),
  mine: z.boolean().default(false),
});

/**
 * The public list of Playgroups (the listed ones), newest first, with member counts and records; `mine` lists the
 * actor's own, listed or not.
 * @example const { items, next } = (await listPlaygroups(p, null, { limit: 20 })).value
 */
export async function listPlaygroups(
  p: Platform,
  actor: Actor,
  input: unknown = {},
): Promise<Outcome<{ items: PlaygroupSummary[]; next: string | null }>> {
  const parsed = parseInput(listPlaygroupsSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const { before, limit, mine } = parsed.value;
  if (mine && !actor) return failure(refusals.unauthenticated());
  const scope = mine
    ? inArray(
        playgroups.id,
        p.db
          .select({ id: playgroupMembers.playgroupId })
          .from(playgroupMembers)
          .where(and(eq(playgroupMembers.userId, actor!.userId), eq(playgroupMembers.state, 'member'))),
      )
    : eq(playgroups.listed, true);
  const rows = await p.db
    .select()
    .from(playgroups)
    .where(and(scope, beforeCursor(playgroups.createdAt, playgroups.id, decodeCursor(before))))
    .orderBy(desc(playgroups.createdAt), desc(playgroups.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
  const ids = page.items.map((r) => r.id);
  const records = await playgroupRecords(p.db, ids);
  const counts =
    ids.length === 0
      ? []
      : await p.db
          .select({ id: playgroupMembers.playgroupId, n: count() })
          .from(playgroupMembers)
          .where(and(inArray(playgroupMembers.playgroupId, ids), eq(playgroupMembers.state, 'member')))
          .groupBy(playgroupMembers.playgroupId);
  return success({
    items: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      membership: r.membership,
      listed: r.listed,
      members: Number(counts.find((c) => c.id === r.id)?.n ?? 0),
      record: records.get(r.id)!,
      createdAt: r.createdAt,
    })),
    next: page.next,
  });
}
