import { DEFAULT_ROLES, PLAYGROUP_PERMISSIONS, type PlaygroupPermission } from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { playgroupMembers, playgroupRoles } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { buildPlaygroupView } from './playgroups.js';
import { BUILTIN_ROLE_IDS, isBuiltin, lastLeader, loadMembership, requirePermission, stillLed } from './roles.js';
import { customRoleSchema } from './schemas.js';
import type { PlaygroupView } from './views.js';

/**
 * Adds a custom role, a named set of permissions (needs `administrate`).
 * @example await createCustomRole(p, actor, id, { name: 'Tribunal', permissions: ['administrate'] })
 */
export async function createCustomRole(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(customRoleSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
    if (!loaded.ok) return loaded;
    const allowed = requirePermission(loaded.value, 'administrate');
    if (!allowed.ok) return allowed;
    const pg = loaded.value.playgroup;
    const wanted = parsed.value.name.toLowerCase();
    const taken =
      loaded.value.custom.some((r) => r.name.toLowerCase() === wanted) ||
      BUILTIN_ROLE_IDS.some((id) => DEFAULT_ROLES[id].name.toLowerCase() === wanted);
    if (taken)
      return failure({
        code: 'role_name_taken',
        status: 409,
        field: 'name',
        message: `There is already a role named “${parsed.value.name}”.`,
      });
    await tx.insert(playgroupRoles).values({
      playgroupId: pg.id,
      name: parsed.value.name,
      permissions: [...new Set(parsed.value.permissions)],
      createdAt: p.now(),
    });
    return success(await buildPlaygroupView(tx, actor, pg.id));
  });
}

/**
 * Deletes a custom role (needs `administrate`); members left without any role become Members. Refused when the
 * role is what keeps the Playgroup led.
 */
export async function deleteCustomRole(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  roleId: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
    if (!loaded.ok) return loaded;
    const allowed = requirePermission(loaded.value, 'administrate');
    if (!allowed.ok) return allowed;
    const pg = loaded.value.playgroup;
    const role = isId(roleId) ? loaded.value.custom.find((r) => r.id === roleId && r.builtin === null) : undefined;
    if (!role) return failure(refusals.notFound('That role'));
    const strip = (roles: readonly string[]) => {
      const left = roles.filter((id) => id !== role.id);
      return left.length > 0 ? left : ['member'];
    };
    if (!(await stillLed(tx, pg.id, loaded.value.custom, (rows) => rows.map((r) => ({ ...r, roles: strip(r.roles) })))))
      return failure(lastLeader());
    const now = p.now();
    const holders = await tx.select().from(playgroupMembers).where(eq(playgroupMembers.playgroupId, pg.id));
    for (const h of holders.filter((r) => r.roles.includes(role.id))) {
      await tx
        .update(playgroupMembers)
        .set({ roles: strip(h.roles), updatedAt: now })
        .where(eq(playgroupMembers.id, h.id));
    }
    await tx.delete(playgroupRoles).where(and(eq(playgroupRoles.id, role.id), eq(playgroupRoles.playgroupId, pg.id)));
    return success(await buildPlaygroupView(tx, actor, pg.id));
  });
}

/** New permissions for one role, built-in or custom (`PUT /api/v1/playgroups/{id}/roles/{roleId}`). */
export const rolePermissionsSchema = z.strictObject({
  permissions: z.array(z.enum(PLAYGROUP_PERMISSIONS)).max(PLAYGROUP_PERMISSIONS.length),
});
export type RolePermissionsInput = z.input<typeof rolePermissionsSchema>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Changes what one role allows in this Playgroup (needs `administrate`). Built-in roles (Leader, Judge, Member,
 * Watcher) are reshaped for this Playgroup only; giving a built-in role its default permissions back drops the
 * reshaping. The Leader always keeps `administrate` (422 `leader_keeps_administrate`), and a change that would leave
 * nobody leading is refused (409 `last_leader`).
 * @example await setRolePermissions(p, actor, id, 'member', { permissions: ['run_contracts', 'post_world_events'] })
 */
export async function setRolePermissions(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  roleId: unknown,
  input: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(rolePermissionsSchema, input);
  if (!parsed.ok) return parsed;
  const permissions = PLAYGROUP_PERMISSIONS.filter((x) => parsed.value.permissions.includes(x));
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
    if (!loaded.ok) return loaded;
    const allowed = requirePermission(loaded.value, 'administrate');
    if (!allowed.ok) return allowed;
    const { playgroup: pg, custom } = loaded.value;
    const builtin = typeof roleId === 'string' && isBuiltin(roleId) ? roleId : null;
    const own = !builtin && isId(roleId) ? custom.find((r) => r.id === roleId && r.builtin === null) : undefined;
    if (!builtin && !own) return failure(refusals.notFound('That role'));
    if (builtin === 'leader' && !permissions.includes('administrate'))
      return failure({
        code: 'leader_keeps_administrate',
        status: 422,
        field: 'permissions',
        message:
          'The Leader role always keeps “Administrate”: someone must be able to run the Playgroup. Take other permissions away instead, or give members a custom role.',
      });
    // The roles as they would be after the change, to check someone still leads.
    const reshaped = custom
      .filter((r) => (builtin ? r.builtin !== builtin : r.id !== own!.id))
      .concat([
        builtin
          ? {
              id: 'new',
              playgroupId: pg.id,
              name: DEFAULT_ROLES[builtin].name,
              permissions,
              createdAt: p.now(),
              builtin,
            }
          : { ...own!, permissions },
      ]);
    if (!(await stillLed(tx, pg.id, reshaped, (rows) => rows))) return failure(lastLeader());
    if (own) {
      await tx.update(playgroupRoles).set({ permissions }).where(eq(playgroupRoles.id, own.id));
    } else if (builtin) {
      await tx
        .delete(playgroupRoles)
        .where(and(eq(playgroupRoles.playgroupId, pg.id), eq(playgroupRoles.builtin, builtin)));
      const defaults = DEFAULT_ROLES[builtin].permissions as readonly PlaygroupPermission[];
      if (!sameSet(permissions, defaults))
        await tx.insert(playgroupRoles).values({
          playgroupId: pg.id,
          name: DEFAULT_ROLES[builtin].name,
          permissions,
          builtin,
          createdAt: p.now(),
        });
    }
    return success(await buildPlaygroupView(tx, actor, pg.id));
  });
}
