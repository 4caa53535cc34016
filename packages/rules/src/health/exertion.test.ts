import { describe, expect, it } from 'vitest';
import { resolveRoll } from '../dice/index.js';
import { exertMind } from './exertion.js';

describe('Exertion (seed 000 Exertion, RULINGS)', () => {
  it('costs 1 Mind damage', () => {
    expect(exertMind({ use: 'action', exertedThisRound: false })).toEqual({ ok: true, value: { mindDamage: 1 } });
    expect(exertMind({ use: 'desperate_defense', exertedThisRound: false }).ok).toBe(true);
  });

  it('only once per Round', () => {
    expect(exertMind({ use: 'gift_activation', exertedThisRound: true })).toEqual({
      ok: false,
      issues: [{ code: 'already_exerted_this_round', path: ['exertedThisRound'] }],
    });
  });

  it('never on Initiative, Trauma or passive rolls', () => {
    for (const use of ['initiative', 'trauma', 'passive'] as const) {
      const r = exertMind({ use, exertedThisRound: false });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues[0]!.code).toBe('exertion_not_allowed');
    }
  });

  it('the exerted roll ignores the Penalty (the dice core applies it)', () => {
    expect(resolveRoll({ pool: 6, penalty: 3, exert: true }).dice).toBe(6);
  });
});
