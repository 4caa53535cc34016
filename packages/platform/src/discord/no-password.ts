/**
 * The password hash of an account made through Discord with no password. It is not an scrypt hash, so
 * `verifyPassword` can never match it; a password reset replaces it with a real one.
 */
export const NO_PASSWORD = '!no-password';

/** True when the account can sign in with a password. */
export function hasPassword(passwordHash: string): boolean {
  return passwordHash !== NO_PASSWORD;
}
