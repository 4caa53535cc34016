import { z } from 'zod';
import { id, timestamp } from './response-fields.js';

/** An account as the API shows it; `email` only reaches the account itself. */
export const userSchema = z.strictObject({
  id,
  handle: z.string(),
  email: z.string().optional().meta({ description: 'Present only when the account is the caller’s own.' }),
  timezone: z.string(),
  createdAt: timestamp,
});

/** A signed-in session: the user, the bearer token and when it lapses unless used. */
export const sessionSchema = z.strictObject({
  user: userSchema,
  token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>`.' }),
  expiresAt: timestamp,
});
