import type { users } from '../db/schema.js';

/** Who is acting: a signed-in player, or null for an anonymous visitor. */
export type Actor = { userId: string; handle: string } | null;

/** An account as shown to a client; `email` only when the viewer is the account's owner. */
export interface UserView {
  id: string;
  handle: string;
  email?: string;
  timezone: string;
  createdAt: Date;
}

/** A public profile page; `email` only for its owner. */
export interface ProfileView {
  handle: string;
  about: string;
  timezone: string;
  createdAt: Date;
  /** The player keeps their stats to themselves and stays off the Hall of Fame. */
  profilePrivate: boolean;
  /** The viewer is this player. */
  self: boolean;
  email?: string;
}

/** A freshly opened session: the secret token (only its hash is stored) and when it lapses unless used. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

type UserRow = typeof users.$inferSelect;

/** The view of an account for its owner (with email) or anyone else. */
export function userView(row: UserRow, self: boolean): UserView {
  return {
    id: row.id,
    handle: row.handle,
    ...(self ? { email: row.email } : {}),
    timezone: row.timezone,
    createdAt: row.createdAt,
  };
}

/** The profile view of an account. */
export function profileView(row: UserRow, self: boolean): ProfileView {
  return {
    handle: row.handle,
    about: row.about,
    timezone: row.timezone,
    createdAt: row.createdAt,
    profilePrivate: row.profilePrivate,
    self,
    ...(self ? { email: row.email } : {}),
  };
}
