import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, playgroupContractors, playgroupMembers, playgroups, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from './notifications.js';
import { buildPlaygroupView, newInviteToken } from './playgroups.js';
import {
  can,
  lacks,
  lastLeader,
  loadMembership,
  resolveRoles,
  stillLed,
  type Membership,
  type MemberRow,
} from './roles.js';
import { memberChangeSchema, memberRequestSchema, type MemberChangeInput } from './schemas.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { memberJoinedMessage } from '../webhooks/messages.js';
import { nudgeWebhooksAfter } from '../webhooks/nudge.js';
import type { PlaygroupView } from './views.js';

const refuse = (code: string, status: PlatformError['status'], message: string): Outcome<never> =>
  failure({ code, status, message });

async function userByHandle(tx: Tx, handle: string): Promise<{ id: string; handle: string } | undefined> {
  const [user] = await tx
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(eq(users.handleKey, handle.toLowerCase()))
    .limit(1);
  return user;
}

/** Takes a player's Contractors out of the Playgroup (they left, were kicked or banned). */
export async function unhomeContractors(tx: Tx, playgroupId: string, userId: string): Promise<void> {
  const owned = tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.ownerId, userId));
  await tx
    .delete(playgroupContractors)
    .where(and(eq(playgroupContractors.playgroupId, playgroupId), inArray(playgroupContractors.contractorId, owned)));
}

/**
 * `POST /api/v1/playgroups/{id}/members`: join (an open Playgroup, a waiting invitation, or with the invite link's
 * token) or invite another player by handle (needs `manage_memberships`).
 * @example await requestMembership(p, actor, id, { action: 'join', token })
 */
export async function requestMembership(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(memberRequestSchema, input);
  if (!parsed.ok) return parsed;
  const request = parsed.value;
  return nudgeWebhooksAfter(
    p,
    await transact(p.db, async (tx) => {
      const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
      if (!loaded.ok) return loaded;
      const m = loaded.value;
      const pg = m.playgroup;
      const now = p.now();
      if (request.action === 'join') {
        if (m.row?.state === 'banned') return refuse('banned', 403, 'You are banned from this Playgroup.');
        if (m.row?.state === 'member')
          return refuse('already_member', 409, 'You are already a member of this Playgroup.');
        const invited = m.row?.state === 'invited';
        const tokenOk = request.token !== undefined && request.token === pg.inviteToken;
        if (!invited && !tokenOk && pg.membership !== 'open') {
          return refuse(
            request.token === undefined ? 'invite_only' : 'invalid_invite',
            403,
            request.token === undefined
              ? 'This Playgroup is invite-only: you need an invitation or its invite link.'
              : 'That invite link is no longer valid (it may have been reset). Ask for a new one.',
          );
        }
        if (m.row)
          await tx
            .update(playgroupMembers)
            .set({ state: 'member', roles: ['member'], updatedAt: now })
            .where(eq(playgroupMembers.id, m.row.id));
        else
          await tx.insert(playgroupMembers).values({
            playgroupId: pg.id,
            userId: actor.userId,
            state: 'member',
            roles: ['member'],
            createdAt: now,
            updatedAt: now,
          });
        await enqueueWebhookEvent(tx, {
          playgroupId: pg.id,
          event: 'member_joined',
          message: memberJoinedMessage({ playgroupName: pg.name, handle: actor.handle, at: now }),
          at: now,
        });
        return success(await buildPlaygroupView(tx, actor, pg.id));
      }
      if (!can(m, 'manage_memberships')) return failure(lacks(m, 'manage_memberships'));
      const target = await userByHandle(tx, request.handle);
      if (!target) return failure({ ...refusals.notFound('That player'), field: 'handle' });
      const [existing] = await tx
        .select()
        .from(playgroupMembers)
        .where(and(eq(playgroupMembers.playgroupId, pg.id), eq(playgroupMembers.userId, target.id)));
      if (existing?.state === 'member') return refuse('already_member', 409, `@${target.handle} is already a member.`);
      if (existing?.state === 'invited') return refuse('already_invited', 409, `@${target.handle} is already invited.`);
      if (existing?.state === 'banned')
        return refuse('banned', 409, `@${target.handle} is banned here: lift the ban before inviting them.`);
      await tx.insert(playgroupMembers).values({
        playgroupId: pg.id,
        userId: target.id,
        state: 'invited',
        roles: [],
        invitedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await notify(
        tx,
        [
          {
            userId: target.id,
            kind: 'playgroup_invitation',
            message: `@${actor.handle} invited you to join the Playgroup “${pg.name}”.`,
            link: `/playgroups/${pg.id}`,
          },
        ],
        now,
      );
      return success(await buildPlaygroupView(tx, actor, pg.id));
    }),
  );
}

const administrates = (roleIds: readonly string[], m: Membership) =>
  resolveRoles(roleIds, m.custom).some((r) => r.permissions.includes('administrate'));

async function changeOther(
  tx: Tx,
  actor: NonNullable<Actor>,
  m: Membership,
  target: { id: string; handle: string },
  change: MemberChangeInput,
  now: Date,
): Promise<Outcome<null>> {
  const pg = m.playgroup;
  if (!can(m, 'manage_memberships')) return failure(lacks(m, 'manage_memberships'));
  const [row] = await tx
    .select()
    .from(playgroupMembers)
    .where(and(eq(playgroupMembers.playgroupId, pg.id), eq(playgroupMembers.userId, target.id)));
  const mayTouchLeaders = can(m, 'administrate');
  // Only those who administrate may remove, ban or re-role someone who administrates.
  if (row && administrates(row.roles, m) && !mayTouchLeaders)
    return refuse('cannot_change_leader', 403, `Only a Leader may change @${target.handle}'s membership.`);
  const without = (rows: MemberRow[]) => rows.filter((r) => r.userId !== target.id);
  switch (change.action) {
    case 'kick': {
      if (!row || row.state === 'banned') return failure(refusals.notFound('That member'));
      if (!(await stillLed(tx, pg.id, m.custom, without))) return failure(lastLeader());
      await tx.delete(playgroupMembers).where(eq(playgroupMembers.id, row.id));
      await unhomeContractors(tx, pg.id, target.id);
      return success(null);
    }
    case 'ban': {
      if (!(await stillLed(tx, pg.id, m.custom, without))) return failure(lastLeader());
      if (row)
        await tx
          .update(playgroupMembers)
          .set({ state: 'banned', roles: [], note: change.reason ?? '', updatedAt: now })
          .where(eq(playgroupMembers.id, row.id));
      else
        await tx.insert(playgroupMembers).values({
          playgroupId: pg.id,
          userId: target.id,
          state: 'banned',
          roles: [],
          note: change.reason ?? '',
          invitedBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
      await unhomeContractors(tx, pg.id, target.id);
      return success(null);
    }
    case 'unban': {
      if (row?.state !== 'banned') return refuse('not_banned', 409, `@${target.handle} is not banned here.`);
      await tx.delete(playgroupMembers).where(eq(playgroupMembers.id, row.id));
      return success(null);
    }
    case 'set_roles': {
      if (row?.state !== 'member') return failure(refusals.notFound('That member'));
      const unknown = change.roles.find((id) => resolveRoles([id], m.custom).length === 0);
      if (unknown)
        return failure({
          code: 'unknown_role',
          status: 422,
          field: 'roles',
          message: `This Playgroup has no role “${unknown}”.`,
        });
      if (administrates(change.roles, m) && !mayTouchLeaders)
        return refuse(
          'cannot_grant_leader',
          403,
          'Only a Leader may hand out a role that administrates the Playgroup.',
        );
      const roles = [...new Set(change.roles)];
      if (
        !(await stillLed(tx, pg.id, m.custom, (rows) =>
          rows.map((r) => (r.userId === target.id ? { ...r, roles } : r)),
        ))
      )
        return failure(lastLeader());
      await tx.update(playgroupMembers).set({ roles, updatedAt: now }).where(eq(playgroupMembers.id, row.id));
      return success(null);
    }
    default:
      return refuse('not_yourself', 422, 'Only the player themself can leave or decline.');
  }
}

/**
 * Changes one membership: `leave` or `decline` (an invitation) for oneself; `kick`, `ban`, `unban` or `set_roles`
 * for those who manage memberships. A change that would leave the Playgroup without a Leader is refused (409).
 */
export async function changeMembership(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  handle: unknown,
  input: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(memberChangeSchema, input);
  if (!parsed.ok) return parsed;
  const change = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
    if (!loaded.ok) return loaded;
    const m = loaded.value;
    const target = typeof handle === 'string' ? await userByHandle(tx, handle) : undefined;
    if (!target) return failure(refusals.notFound('That player'));
    const now = p.now();
    if (target.id === actor.userId && (change.action === 'leave' || change.action === 'decline')) {
      if (change.action === 'decline') {
        if (m.row?.state !== 'invited') return refuse('not_invited', 409, 'There is no invitation to decline.');
      } else {
        if (!m.member) return refuse('not_a_member', 409, 'You are not a member of this Playgroup.');
        if (!(await stillLed(tx, m.playgroup.id, m.custom, (rows) => rows.filter((r) => r.userId !== actor.userId))))
          return failure(lastLeader());
        await unhomeContractors(tx, m.playgroup.id, actor.userId);
      }
      await tx.delete(playgroupMembers).where(eq(playgroupMembers.id, m.row!.id));
      return success(await buildPlaygroupView(tx, actor, m.playgroup.id));
    }
    if (target.id === actor.userId && change.action !== 'set_roles')
      return refuse('not_yourself', 422, 'To leave, use “leave”; you cannot kick or ban yourself.');
    const changed = await changeOther(tx, actor, m, target, change, now);
    if (!changed.ok) return changed;
    return success(await buildPlaygroupView(tx, actor, m.playgroup.id));
  });
}

/** Makes a new invite link (the old one stops working); needs `manage_memberships`. */
export async function resetInviteLink(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
): Promise<Outcome<{ inviteToken: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
    if (!loaded.ok) return loaded;
    if (!can(loaded.value, 'manage_memberships')) return failure(lacks(loaded.value, 'manage_memberships'));
    const inviteToken = newInviteToken();
    await tx
      .update(playgroups)
      .set({ inviteToken, updatedAt: p.now() })
      .where(eq(playgroups.id, loaded.value.playgroup.id));
    return success({ inviteToken });
  });
}
