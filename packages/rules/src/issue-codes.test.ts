import { describe, expect, it } from 'vitest';
import {
  CHARACTER_ISSUE_CODES,
  COMBAT_ISSUE_CODES,
  CONTRACT_ISSUE_CODES,
  DICE_ISSUE_CODES,
  FINISH_ISSUE_CODES,
  GIFT_ISSUE_CODES,
  HEALTH_ISSUE_CODES,
  ISSUE_CODES,
  LEDGER_AUDIT_ISSUE_CODES,
  NOTATION_ISSUE_CODES,
  REFUND_ISSUE_CODES,
  RSVP_ISSUE_CODES,
} from './issue-codes.js';

const GROUPS = {
  character: CHARACTER_ISSUE_CODES,
  ledgerAudit: LEDGER_AUDIT_ISSUE_CODES,
  refund: REFUND_ISSUE_CODES,
  notation: NOTATION_ISSUE_CODES,
  dice: DICE_ISSUE_CODES,
  health: HEALTH_ISSUE_CODES,
  combat: COMBAT_ISSUE_CODES,
  rsvp: RSVP_ISSUE_CODES,
  finish: FINISH_ISSUE_CODES,
  contract: CONTRACT_ISSUE_CODES,
  gift: GIFT_ISSUE_CODES,
};

/** Codes that several areas return for the same problem (a roll's notation and a sheet both name traits). */
const SHARED_CODES = ['modifier_out_of_range', 'unknown_ability', 'unknown_attribute'];

describe('issue codes', () => {
  it('are snake_case', () => {
    for (const code of ISSUE_CODES) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it.each(Object.entries(GROUPS))('list each %s code once', (_, group) => {
    expect(new Set(group).size).toBe(group.length);
  });

  it('share only the codes that mean the same thing in several areas', () => {
    const seen = new Map<string, number>();
    for (const group of Object.values(GROUPS)) for (const code of group) seen.set(code, (seen.get(code) ?? 0) + 1);
    const shared = [...seen].filter(([, count]) => count > 1).map(([code]) => code);
    expect(shared.sort()).toEqual(SHARED_CODES);
  });
});
