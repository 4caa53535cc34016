import type { PlatformError } from '../errors.js';
import commonPasswords from './common-passwords.json' with { type: 'json' };

/** The 1,000 most common passwords long enough to pass the length rule, in lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords.passwords);

/**
 * Why a password that passed the length rule is still too weak to keep, or undefined: one character over and over,
 * nothing but blanks, or one of the most common passwords (compared without case).
 * @example passwordWeakness('Qwertyuiop')?.code === 'password_too_common'
 */
export function passwordWeakness(password: string): PlatformError | undefined {
  if (new Set(password).size === 1 || password.trim() === '') {
    return {
      code: 'password_too_simple',
      status: 400,
      field: 'password',
      message: 'This password is one character over and over, or only blanks: choose one that is harder to guess.',
    };
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return {
      code: 'password_too_common',
      status: 400,
      field: 'password',
      message: 'This is one of the most common passwords, the first ones anyone guesses: please choose another.',
    };
  }
  return undefined;
}
