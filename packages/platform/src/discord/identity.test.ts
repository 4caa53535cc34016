import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleSchema } from '../accounts/schemas.js';
import { verifyPassword } from '../accounts/passwords.js';
import { handleFromDiscord, uniqueHandle } from './identity.js';
import { NO_PASSWORD } from './no-password.js';

describe('handles made from Discord usernames', () => {
  it('keeps a valid username, replaces dots, pads short ones and names the nameless', () => {
    expect(handleFromDiscord('ada_quill')).toBe('ada_quill');
    expect(handleFromDiscord('ada.quill')).toBe('ada_quill');
    expect(handleFromDiscord('jo')).toBe('jo_');
    expect(handleFromDiscord('...')).toBe('player');
    expect(handleFromDiscord('x'.repeat(40))).toHaveLength(30);
  });

  it('always gives a handle the sign-up rules accept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(handleSchema.safeParse(handleFromDiscord(name)).success).toBe(true);
      }),
    );
  });

  it('adds the first free number, staying within 30 characters', () => {
    expect(uniqueHandle('ada', new Set())).toBe('ada');
    expect(uniqueHandle('Ada', new Set(['ada', 'ada2']))).toBe('Ada3');
    const long = 'y'.repeat(30);
    expect(uniqueHandle(long, new Set([long]))).toBe(`${'y'.repeat(29)}2`);
  });
});

describe('an account with no password', () => {
  it('never signs in with any password', async () => {
    for (const attempt of ['', NO_PASSWORD, 'a long enough password'])
      expect(await verifyPassword(attempt, NO_PASSWORD)).toBe(false);
  });
});
