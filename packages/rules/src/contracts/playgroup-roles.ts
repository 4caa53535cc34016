/** Everything a Playgroup role can allow. */
export const PLAYGROUP_PERMISSIONS = [
  /** Everything: roles, settings, deleting the Playgroup; implies every other permission. */
  'administrate',
  /** Invite, accept, kick and ban members; reset the invite link. */
  'manage_memberships',
  /** Schedule and GM Contracts. */
  'run_contracts',
  /** Post to the World Events feed. */
  'post_world_events',
  /** View private sheets and edit members' sheets; approve Contractors, veto Gifts. */
  'manage_contractors',
  /** Change the Playgroup's name, description, house rules and webhooks. */
  'edit_playgroup',
  /** Record, declare, edit and void Contracts. */
  'manage_contracts',
] as const;
export type PlaygroupPermission = (typeof PLAYGROUP_PERMISSIONS)[number];

/** A role: a name and the permissions it grants (custom roles have this shape too). */
export interface RoleConfig {
  name: string;
  permissions: readonly PlaygroupPermission[];
}

/**
 * The roles every new Playgroup starts with. A Leader holds everything; a Judge keeps the table fair (Contracts,
 * sheets and the feed) without running the community; a Member plays and GMs; a Watcher follows along.
 */
export const DEFAULT_ROLES = {
  leader: { name: 'Leader', permissions: [...PLAYGROUP_PERMISSIONS] },
  judge: {
    name: 'Judge',
    permissions: ['run_contracts', 'post_world_events', 'manage_contractors', 'manage_contracts'],
  },
  member: { name: 'Member', permissions: ['run_contracts'] },
  watcher: { name: 'Watcher', permissions: [] },
} as const satisfies Record<string, RoleConfig>;
export type DefaultRoleId = keyof typeof DEFAULT_ROLES;

/**
 * Whether any of a member's roles grants the permission; `administrate` grants them all.
 * @example hasPermission([DEFAULT_ROLES.judge], 'manage_contracts') === true
 */
export function hasPermission(roles: readonly RoleConfig[], permission: PlaygroupPermission): boolean {
  return roles.some((role) => role.permissions.includes('administrate') || role.permissions.includes(permission));
}

/** A member and the roles they hold. */
export interface RoleHolder {
  roles: readonly RoleConfig[];
}

/**
 * Whether a membership change leaves the Playgroup with a Leader: someone whose roles `administrate`. Custom roles
 * count, so a tribunal of GMs holding a custom administrating role keeps the Playgroup led.
 * @example keepsALeader([{ roles: [DEFAULT_ROLES.member] }]) === false
 */
export function keepsALeader(members: readonly RoleHolder[]): boolean {
  return members.some((m) => m.roles.some((role) => role.permissions.includes('administrate')));
}
