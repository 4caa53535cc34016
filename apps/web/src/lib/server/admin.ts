import { adminAccess, type AdminAccess } from '@harbinger/platform';

let access: AdminAccess | undefined;

/**
 * This server's admin access, read once from HARBINGER_ADMIN_TOKEN. A token too weak to use throws, which the
 * `init` hook turns into a refusal to start.
 */
export function adminAccessOf(): AdminAccess {
  access ??= adminAccess(process.env);
  return access;
}
