import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { playgroupMembers, playgroupRoles } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { buildPlaygroupView } from './playgroups.js';
import { lastLeader, loadMembership, requirePermission, stillLed } from './roles.js';
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
    const taken = loaded.value.custom.some((r) => r.name.toLowerCase() === parsed.value.name.toLowerCase());
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
    const role = isId(roleId) ? loaded.value.custom.find((r) => r.id === roleId) : undefined;
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
