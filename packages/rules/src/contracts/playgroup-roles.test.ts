import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLES,
  PLAYGROUP_PERMISSIONS,
  hasPermission,
  keepsALeader,
  type PlaygroupPermission,
  type RoleConfig,
} from './playgroup-roles.js';

/** The expected permission table of the default roles, written out in full. */
const TABLE: Record<keyof typeof DEFAULT_ROLES, Record<PlaygroupPermission, boolean>> = {
  leader: {
    administrate: true,
    manage_memberships: true,
    run_contracts: true,
    post_world_events: true,
    manage_contractors: true,
    edit_playgroup: true,
    manage_contracts: true,
  },
  judge: {
    administrate: false,
    manage_memberships: false,
    run_contracts: true,
    post_world_events: true,
    manage_contractors: true,
    edit_playgroup: false,
    manage_contracts: true,
  },
  member: {
    administrate: false,
    manage_memberships: false,
    run_contracts: true,
    post_world_events: false,
    manage_contractors: false,
    edit_playgroup: false,
    manage_contracts: false,
  },
  watcher: {
    administrate: false,
    manage_memberships: false,
    run_contracts: false,
    post_world_events: false,
    manage_contractors: false,
    edit_playgroup: false,
    manage_contracts: false,
  },
};

describe('default Playgroup roles', () => {
  it('match the permission table, role by role', () => {
    for (const [role, row] of Object.entries(TABLE) as [
      keyof typeof DEFAULT_ROLES,
      Record<PlaygroupPermission, boolean>,
    ][]) {
      for (const permission of PLAYGROUP_PERMISSIONS)
        expect(hasPermission([DEFAULT_ROLES[role]], permission), `${role} ${permission}`).toBe(row[permission]);
    }
  });

  it('nobody holds a permission with no roles', () => {
    for (const permission of PLAYGROUP_PERMISSIONS) expect(hasPermission([], permission)).toBe(false);
  });

  it('roles add up: a Member who is also a Judge may manage Contracts', () => {
    expect(hasPermission([DEFAULT_ROLES.member, DEFAULT_ROLES.judge], 'manage_contracts')).toBe(true);
  });

  it('a custom role with administrate grants everything', () => {
    const tribunal: RoleConfig = { name: 'Tribunal', permissions: ['administrate'] };
    for (const permission of PLAYGROUP_PERMISSIONS) expect(hasPermission([tribunal], permission)).toBe(true);
  });
});

describe('keepsALeader', () => {
  it('needs at least one member whose roles administrate', () => {
    expect(keepsALeader([{ roles: [DEFAULT_ROLES.leader] }, { roles: [DEFAULT_ROLES.member] }])).toBe(true);
    expect(
      keepsALeader([{ roles: [DEFAULT_ROLES.judge] }, { roles: [DEFAULT_ROLES.member, DEFAULT_ROLES.watcher] }]),
    ).toBe(false);
    expect(keepsALeader([])).toBe(false);
  });

  it('a custom administrating role keeps the Playgroup led', () => {
    expect(keepsALeader([{ roles: [{ name: 'Tribunal', permissions: ['administrate', 'run_contracts'] }] }])).toBe(
      true,
    );
  });
});
