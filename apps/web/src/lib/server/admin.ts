import { adminAccess, type AdminAccess, type Outcome } from '@harbinger/platform';
import { bearerToken } from './session-cookie.js';

let access: AdminAccess | undefined;

/**
 * This server's admin access, read once from HARBINGER_ADMIN_TOKEN. A token too weak to use throws, which the
 * `init` hook turns into a refusal to start.
 */
export function adminAccessOf(env: Record<string, string | undefined> = process.env): AdminAccess {
  access ??= adminAccess(env);
  return access;
}

/** Whether the request carries the admin token (`Authorization: Bearer <token>`), as an Outcome to answer with. */
export function checkAdmin(request: Request): Outcome<void> {
  return adminAccessOf().check(bearerToken(request.headers));
}
