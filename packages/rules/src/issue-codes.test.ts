import { describe, expect, it } from 'vitest';
import {
  CHARACTER_ISSUE_CODES,
  GIFT_ISSUE_CODES,
  ISSUE_CODES,
  NOTATION_ISSUE_CODES,
  TRAIT_ISSUE_CODES,
} from './issue-codes.js';

describe('issue codes', () => {
  it('are snake_case', () => {
    for (const code of ISSUE_CODES) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it('list each code once overall, and once within each group', () => {
    expect(new Set(ISSUE_CODES).size).toBe(ISSUE_CODES.length);
    for (const group of [CHARACTER_ISSUE_CODES, NOTATION_ISSUE_CODES, GIFT_ISSUE_CODES]) {
      expect(new Set(group).size).toBe(group.length);
    }
  });

  it('keep the rating codes inside the sheet codes', () => {
    expect(CHARACTER_ISSUE_CODES).toEqual(expect.arrayContaining([...TRAIT_ISSUE_CODES]));
  });
});
