export { getProfile, updateProfile } from './profile.js';
export { RESET_TOKEN_LIFETIME_MS, requestPasswordReset, resetPassword } from './password-reset.js';
export { passwordWeakness } from './password-strength.js';
export { DEFAULT_PASSWORD_COST, hashPassword, needsRehash, verifyPassword } from './passwords.js';
export { SIGN_IN_LIMITS } from './rate-limit.js';
export {
  emailSchema,
  handleSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
  timezoneSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type ProfileUpdateInput,
  type SignInInput,
  type SignUpInput,
} from './schemas.js';
export { SESSION_LIFETIME_MS, sessionUser, signOut } from './sessions.js';
export { signIn } from './sign-in.js';
export { signUp, type RequestMeta } from './sign-up.js';
export type { Actor, NewSession, ProfileView, UserView } from './views.js';
