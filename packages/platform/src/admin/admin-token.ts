import { createHash, timingSafeEqual } from 'node:crypto';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';

/** The shortest admin token accepted: 32 characters (`openssl rand -hex 32` gives 64). */
const ADMIN_TOKEN_MIN_LENGTH = 32;
/** Characters a token may hold: those an `Authorization: Bearer` header carries unescaped. */
const TOKEN_CHARACTERS = /^[A-Za-z0-9._~+/=-]+$/;

/** Who may use the site's admin operations (backups): whoever presents the operator's token. */
export interface AdminAccess {
  /** False when the operator set no token: every admin request is refused. */
  enabled: boolean;
  /** Whether `token` (from the request, null when it sent none) is the admin token. */
  check(token: string | null): Outcome<void>;
}

const refusal = (code: string, status: PlatformError['status'], message: string): Outcome<void> =>
  failure({ code, status, message });

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The admin access the operator configured with `HARBINGER_ADMIN_TOKEN`. Tokens are compared through their SHA-256
 * digests in constant time, so neither the length nor any prefix leaks through timing. A token that is too short or
 * cannot travel in a header is a setup mistake and throws, so the server refuses to start with it.
 * @example adminAccess(process.env).check(bearerToken(request.headers))
 */
export function adminAccess(env: Record<string, string | undefined>): AdminAccess {
  const token = env.HARBINGER_ADMIN_TOKEN?.trim() ?? '';
  if (token === '') {
    return {
      enabled: false,
      check: () =>
        refusal(
          'admin_disabled',
          403,
          'This server has no admin token, so its admin operations are off. Set HARBINGER_ADMIN_TOKEN and restart it.',
        ),
    };
  }
  if (token.length < ADMIN_TOKEN_MIN_LENGTH || !TOKEN_CHARACTERS.test(token))
    throw new Error(
      `HARBINGER_ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters of letters, digits and . _ ~ + / = - ` +
        '(make one with `openssl rand -hex 32`).',
    );
  const expected = digest(token);
  return {
    enabled: true,
    check(given) {
      if (given === null)
        return refusal('admin_token_required', 401, 'Send the admin token as `Authorization: Bearer <token>`.');
      if (!timingSafeEqual(digest(given), expected))
        return refusal('admin_token_wrong', 403, 'That is not this server’s admin token.');
      return success(undefined);
    },
  };
}
