import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, passwordWeakness } from './password-strength.js';

describe('weak passwords', () => {
  it('ships the 1,000 most common passwords that pass the length rule, in lower case, each once', () => {
    expect(COMMON_PASSWORDS.size).toBe(1000);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(10);
    }
    expect(COMMON_PASSWORDS.has('1234567890')).toBe(true);
    expect(COMMON_PASSWORDS.has('password123')).toBe(true);
  });

  it.each(['qwertyuiop', 'QwertyUiop', 'PASSWORD123', 'Basketball', '1q2w3e4r5t'])(
    'refuses %s as too common, whatever its case',
    (password) => {
      expect(passwordWeakness(password)).toMatchObject({
        code: 'password_too_common',
        status: 400,
        field: 'password',
      });
    },
  );

  it.each([
    'aaaaaaaaaaaa',
    '1111111111',
    '          ',
    '\t\t\t\t\t\t\t\t\t\t',
    ' \n \n \n \n \n',
    'ééééééééééé',
    '😀😀😀😀😀😀😀😀😀😀',
  ])('refuses %j: one character repeated, or nothing but blanks', (password) => {
    expect(passwordWeakness(password)).toMatchObject({ code: 'password_too_simple', status: 400, field: 'password' });
  });

  it.each(['correct horse battery', 'a long enough password', 'qwertyuiop!', 'aaaaaaaaab', ' spaced secret '])(
    'lets %j through',
    (password) => {
      expect(passwordWeakness(password)).toBeUndefined();
    },
  );

  it('says what is wrong in plain words', () => {
    expect(passwordWeakness('1234567890')?.message).toMatch(/common/);
    expect(passwordWeakness('zzzzzzzzzzzz')?.message).toMatch(/one character/);
  });
});
