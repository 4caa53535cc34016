import {
  DEFAULT_ROLES,
  hasPermission,
  keepsALeader,
  type PlaygroupPermission,
  type RoleConfig,
} from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { playgroupMembers, playgroupRoles, playgroups } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId } from '../parse.js';

export type PlaygroupRow = typeof playgroups.$inferSelect;
export type MemberRow = typeof playgroupMembers.$inferSelect;
export type CustomRoleRow = typeof playgroupRoles.$inferSelect;

/** The built-in role ids, in order of standing. */
export const BUILTIN_ROLE_IDS = ['leader', 'judge', 'member', 'watcher'] as const;
export type BuiltinRoleId = (typeof BUILTIN_ROLE_IDS)[number];

/** True for the id of a built-in role. */
export const isBuiltin = (id: string): id is BuiltinRoleId => (BUILTIN_ROLE_IDS as readonly string[]).includes(id);

/** A role as shown: its id (built-in id or custom uuid), name and permissions. */
export interface RoleView {
  id: string;
  name: string;
  permissions: PlaygroupPermission[];
  builtin: boolean;
}

/** The permissions a built-in role holds in one Playgroup: its own reshaping when it has one, else the defaults. */
export function builtinPermissions(id: BuiltinRoleId, custom: readonly CustomRoleRow[]): PlaygroupPermission[] {
  const reshaped = custom.find((r) => r.builtin === id);
  const permissions = reshaped
    ? (reshaped.permissions as PlaygroupPermission[])
    : [...(DEFAULT_ROLES[id].permissions as readonly PlaygroupPermission[])];
  // A Leader always administrates, whatever a stored row says.
  return id === 'leader' && !permissions.includes('administrate') ? ['administrate', ...permissions] : permissions;
}

/** True when one Playgroup changed a built-in role's permissions from the defaults. */
export function isReshaped(id: BuiltinRoleId, custom: readonly CustomRoleRow[]): boolean {
  return custom.some((r) => r.builtin === id);
}

/** Every role a Playgroup offers: the four built-in ones (as this Playgroup shaped them), then its custom ones. */
export function rolesOf(custom: readonly CustomRoleRow[]): RoleView[] {
  return [
    ...BUILTIN_ROLE_IDS.map((id) => ({
      id,
      name: DEFAULT_ROLES[id].name,
      permissions: builtinPermissions(id, custom),
      builtin: true,
    })),
    ...custom
      .filter((r) => r.builtin === null)
      .map((r) => ({
        id: r.id,
        name: r.name,
        permissions: r.permissions as PlaygroupPermission[],
        builtin: false,
      })),
  ];
}

/** Resolves role ids to role configs; ids of deleted custom roles are skipped. */
export function resolveRoles(ids: readonly string[], custom: readonly CustomRoleRow[]): RoleConfig[] {
  return ids.flatMap((id): RoleConfig[] => {
    if (isBuiltin(id)) return [{ name: DEFAULT_ROLES[id].name, permissions: builtinPermissions(id, custom) }];
    const role = custom.find((r) => r.id === id && r.builtin === null);
    return role ? [{ name: role.name, permissions: role.permissions as PlaygroupPermission[] }] : [];
  });
}

/** Someone's standing in one Playgroup. */
export interface Membership {
  playgroup: PlaygroupRow;
  row: MemberRow | undefined;
  /** In the Playgroup (not merely invited, not banned). */
  member: boolean;
  roles: RoleConfig[];
  custom: CustomRoleRow[];
}

/** True when the membership is active and one of its roles grants the permission (administrate grants all). */
export function can(m: Pick<Membership, 'member' | 'roles'>, permission: PlaygroupPermission): boolean {
  return m.member && hasPermission(m.roles, permission);
}

/** Every permission a membership grants (for views). */
export function permissionsOf(
  m: Pick<Membership, 'member' | 'roles'>,
  all: readonly PlaygroupPermission[],
): PlaygroupPermission[] {
  return all.filter((p) => can(m, p));
}

/**
 * True unless the actor is a member whose roles, as this Playgroup shaped them, grant `run_contracts`: that is what
 * splits the default Member (plays and GMs) from the default Watcher (no permission; follows along), so it decides
 * who may answer members-only Contracts. Decided from resolved permissions, not role ids, so a reshaped built-in role
 * or a custom role counts for what it grants (a Watcher given Run Contracts plays; a Member stripped of it watches).
 */
export function onlyWatches(m: Pick<Membership, 'member' | 'roles'>): boolean {
  return !can(m, 'run_contracts');
}

/**
 * Loads a Playgroup and the actor's standing in it; `lock` takes the Playgroup row for update so membership changes
 * made at the same moment (two Leaders stepping down) queue behind each other.
 */
export async function loadMembership(
  tx: Db | Tx,
  playgroupId: unknown,
  userId: string | undefined,
  lock = false,
): Promise<Outcome<Membership>> {
  if (!isId(playgroupId)) return failure(refusals.notFound('That Playgroup'));
  const query = tx.select().from(playgroups).where(eq(playgroups.id, playgroupId));
  const [playgroup] = lock ? await query.for('update') : await query;
  if (!playgroup) return failure(refusals.notFound('That Playgroup'));
  const [row] = userId
    ? await tx
        .select()
        .from(playgroupMembers)
        .where(and(eq(playgroupMembers.playgroupId, playgroupId), eq(playgroupMembers.userId, userId)))
    : [];
  const custom = await tx.select().from(playgroupRoles).where(eq(playgroupRoles.playgroupId, playgroupId));
  const member = row?.state === 'member';
  return success({ playgroup, row, member, roles: member ? resolveRoles(row.roles, custom) : [], custom });
}

const PERMISSION_WORDS: Record<PlaygroupPermission, string> = {
  administrate: 'administrate this Playgroup',
  manage_memberships: 'manage its memberships',
  run_contracts: 'run Contracts here',
  post_world_events: 'post World Events here',
  manage_contractors: 'manage its Contractors',
  edit_playgroup: 'edit this Playgroup',
  manage_contracts: 'manage its Contracts',
};

/** The refusal for a missing permission, naming it. */
export function lacks(m: Pick<Membership, 'member'>, permission: PlaygroupPermission): PlatformError {
  const why = m.member ? 'none of your roles in this Playgroup' : 'only its members, and you are not one,';
  return {
    code: m.member ? 'missing_permission' : 'not_a_member',
    status: 403,
    message: `You may not do this: ${why} may ${PERMISSION_WORDS[permission]}.`,
  };
}

/** Checks a permission and answers the Membership or the refusal. */
export function requirePermission(m: Membership, permission: PlaygroupPermission): Outcome<Membership> {
  return can(m, permission) ? success(m) : failure(lacks(m, permission));
}

/** Whether the Playgroup still has a Leader once `change` is applied to the member list. */
export async function stillLed(
  tx: Tx,
  playgroupId: string,
  custom: readonly CustomRoleRow[],
  change: (rows: MemberRow[]) => MemberRow[],
): Promise<boolean> {
  const rows = await tx
    .select()
    .from(playgroupMembers)
    .where(and(eq(playgroupMembers.playgroupId, playgroupId), eq(playgroupMembers.state, 'member')));
  return keepsALeader(
    change(rows)
      .filter((r) => r.state === 'member')
      .map((r) => ({ roles: resolveRoles(r.roles, custom) })),
  );
}

/** The refusal when a change would leave nobody leading. */
export const lastLeader = (): PlatformError => ({
  code: 'last_leader',
  status: 409,
  message:
    'A Playgroup always keeps at least one Leader. Make another member Leader first (Settings and members → Hand over leadership), then try again.',
});
