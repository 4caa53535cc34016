import { z } from 'zod';

/** Every IANA zone this runtime knows, plus plain UTC. */
const TIME_ZONES = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** A handle: 3–30 letters, digits, `_` or `-`; unique regardless of case. */
export const handleSchema = z
  .string()
  .trim()
  .min(3, 'needs at least 3 characters')
  .max(30, 'may have at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may only use letters, digits, _ and -');

/** An email address (stored as typed, compared without case). */
export const emailSchema = z.string().trim().max(254, 'is too long').pipe(z.email('is not a valid email address'));

/** A password: 10–200 characters; the workflows then refuse the weakest (`passwordWeakness`). */
export const passwordSchema = z
  .string()
  .min(10, 'needs at least 10 characters')
  .max(200, 'may have at most 200 characters');

/** An IANA time zone name such as `Europe/Paris`, or `UTC`. */
export const timezoneSchema = z
  .string()
  .trim()
  .refine((zone) => TIME_ZONES.has(zone), 'is not a known time zone (use a name such as Europe/Paris)');

/** Sign-up form and `POST /api/v1/accounts`. */
export const signUpSchema = z.strictObject({
  handle: handleSchema,
  email: emailSchema,
  password: passwordSchema,
  timezone: timezoneSchema.default('UTC'),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** Sign-in form and `POST /api/v1/sessions`: a handle or an email, and the password. */
export const signInSchema = z.strictObject({
  login: z.string().trim().min(1, 'is required').max(254, 'is too long'),
  password: z.string().min(1, 'is required').max(200, 'may have at most 200 characters'),
});
export type SignInInput = z.input<typeof signInSchema>;

/** Asking for a reset link. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** Choosing a new password with the token from the link. */
export const passwordResetSchema = z.strictObject({
  token: z.string().min(1, 'is required').max(200, 'is not a valid reset token'),
  password: passwordSchema,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** The settings page: time zone and a short text about the player. */
export const profileUpdateSchema = z.strictObject({
  timezone: timezoneSchema.optional(),
  about: z.string().max(2000, 'may have at most 2000 characters').optional(),
  /** Keep the profile's stats to oneself and stay off the Hall of Fame's boards. */
  profilePrivate: z.boolean().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
