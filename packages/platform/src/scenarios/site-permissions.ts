import { and, eq } from 'drizzle-orm';
import type { AdminAccess } from '../admin/admin-token.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { sitePermissions, users } from '../db/schema.js';
import { failure, success, type Outcome } from '../errors.js';
import { SITE_PERMISSIONS, type SitePermissionId } from './exchange-schemas.js';

/** Whether `userId` holds a site-wide permission (granted by the operator, apart from any Playgroup's roles). */
export async function hasSitePermission(db: Db | Tx, userId: string, permission: SitePermissionId): Promise<boolean> {
  const rows = await db
    .select({ id: sitePermissions.id })
    .from(sitePermissions)
    .where(and(eq(sitePermissions.userId, userId), eq(sitePermissions.permission, permission)))
    .limit(1);
  return rows.length > 0;
}

/** The ids of every player holding `permission` (to tell approvers of a new submission). */
export async function holdersOf(db: Db | Tx, permission: SitePermissionId): Promise<string[]> {
  const rows = await db
    .select({ userId: sitePermissions.userId })
    .from(sitePermissions)
    .where(eq(sitePermissions.permission, permission));
  return rows.map((r) => r.userId);
}

/** What granting or revoking did. */
export interface SitePermissionChange {
  handle: string;
  permission: SitePermissionId;
  /** Whether the player holds the permission now. */
  held: boolean;
  /** False when it was already so (granting twice, revoking what was not held). */
  changed: boolean;
}

/**
 * Grants (`held: true`) or revokes a site permission of the player with `handle`. The operator's own path: the CLI
 * calls it on the configured database, the admin API after checking the admin token.
 * @example await setSitePermission(p, { handle: 'mara', permission: 'approve_scenarios', held: true })
 */
export async function setSitePermission(
  p: Pick<Platform, 'db' | 'now'>,
  input: { handle: string; permission: string; held: boolean },
): Promise<Outcome<SitePermissionChange>> {
  const permission = SITE_PERMISSIONS.find((known) => known === input.permission);
  if (!permission)
    return failure({
      code: 'unknown_permission',
      status: 404,
      message: `There is no site permission “${input.permission}”; the one there is: ${SITE_PERMISSIONS.join(', ')}.`,
    });
  const [user] = await p.db
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(eq(users.handleKey, input.handle.trim().toLowerCase()))
    .limit(1);
  if (!user)
    return failure({ code: 'unknown_player', status: 404, message: `No player has the handle “${input.handle}”.` });
  const rows = input.held
    ? await p.db
        .insert(sitePermissions)
        .values({ userId: user.id, permission, grantedAt: p.now() })
        .onConflictDoNothing()
        .returning({ id: sitePermissions.id })
    : await p.db
        .delete(sitePermissions)
        .where(and(eq(sitePermissions.userId, user.id), eq(sitePermissions.permission, permission)))
        .returning({ id: sitePermissions.id });
  return success({ handle: user.handle, permission, held: input.held, changed: rows.length > 0 });
}

/**
 * {@link setSitePermission} for the admin API (`PUT`/`DELETE /api/v1/admin/site-permissions/{handle}/{permission}`):
 * the admin token is checked before the database is asked anything.
 */
export async function setSitePermissionForAdmin(
  p: Pick<Platform, 'db' | 'now'>,
  access: AdminAccess,
  token: string | null,
  input: { handle: string; permission: string; held: boolean },
): Promise<Outcome<SitePermissionChange>> {
  const allowed = access.check(token);
  if (!allowed.ok) return allowed;
  return setSitePermission(p, input);
}
