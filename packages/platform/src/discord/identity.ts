import { z } from 'zod';

/** Who Discord says signed in (from `GET /users/@me`), as the web app hands it to the platform. */
export const discordIdentitySchema = z.object({
  /** Discord's snowflake id, digits as text. */
  id: z.string().regex(/^\d{1,20}$/, 'is not a Discord user id'),
  username: z.string().trim().min(1).max(64),
  /** The display name, when the user set one. */
  globalName: z.string().trim().max(64).nullish(),
  /** Present only with the `email` scope. */
  email: z.string().trim().max(254).nullish(),
  /** Whether Discord verified that email. */
  verified: z.boolean().nullish(),
});
export type DiscordIdentity = z.input<typeof discordIdentitySchema>;

/** The email Discord vouches for: only a verified one, and only when it looks like an address. */
export function verifiedEmail(identity: z.output<typeof discordIdentitySchema>): string | null {
  if (!identity.verified || !identity.email) return null;
  return z.email().safeParse(identity.email).success ? identity.email : null;
}

/** Our handles: 3–30 letters, digits, `_` or `-`. */
const HANDLE_MAX = 30;

/**
 * A valid handle made from a Discord username: characters we do not allow become `_`, padded to 3 and cut to 30.
 * Uniqueness is the caller's (`uniqueHandle`).
 * @example handleFromDiscord('ada.quill') === 'ada_quill'
 */
export function handleFromDiscord(username: string): string {
  const cleaned = username
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  const base = cleaned.length === 0 ? 'player' : cleaned;
  return base.padEnd(3, '_').slice(0, HANDLE_MAX);
}

/**
 * The first of `base`, `base2`, `base3`… that `taken` (lower-cased keys) does not hold, kept within 30 characters.
 * @example uniqueHandle('ada', new Set(['ada'])) === 'ada2'
 */
export function uniqueHandle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = base.slice(0, HANDLE_MAX - suffix.length) + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
