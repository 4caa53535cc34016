import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canVoid } from './void-vote.js';

const votes = (yes: number, no: number, eligible: number) => ({ for: yes, against: no, eligible });

describe('canVoid (seed 000 Voiding Contracts)', () => {
  it('a Leader may void at any time, whatever the vote', () => {
    expect(canVoid({ actorManagesContracts: true, votes: votes(0, 4, 4), splitOverSessions: false })).toEqual({
      ok: true,
      value: 'manage_contracts',
    });
  });

  it('otherwise every player must vote for it', () => {
    expect(canVoid({ actorManagesContracts: false, votes: votes(4, 0, 4), splitOverSessions: false })).toEqual({
      ok: true,
      value: 'unanimous',
    });
    const three = canVoid({ actorManagesContracts: false, votes: votes(3, 0, 4), splitOverSessions: false });
    expect(three.ok).toBe(false);
    if (!three.ok) expect(three.issues[0]).toMatchObject({ code: 'not_unanimous', min: 4 });
  });

  it('a Contract split over sessions needs only a simple majority of its players', () => {
    expect(canVoid({ actorManagesContracts: false, votes: votes(3, 1, 4), splitOverSessions: true })).toEqual({
      ok: true,
      value: 'majority',
    });
    const tie = canVoid({ actorManagesContracts: false, votes: votes(2, 2, 4), splitOverSessions: true });
    expect(tie.ok).toBe(false);
    if (!tie.ok) expect(tie.issues[0]).toMatchObject({ code: 'no_majority', min: 3 });
    // Two yes and nobody else voting is still not a majority of five players.
    expect(canVoid({ actorManagesContracts: false, votes: votes(2, 0, 5), splitOverSessions: true }).ok).toBe(false);
  });

  it('without players there is nobody to vote', () => {
    const r = canVoid({ actorManagesContracts: false, votes: votes(0, 0, 0), splitOverSessions: true });
    expect(r.ok ? null : r.issues[0]!.code).toBe('no_eligible_voters');
  });

  it('throws on impossible counts', () => {
    expect(() => canVoid({ actorManagesContracts: true, votes: votes(3, 2, 4), splitOverSessions: false })).toThrow(
      RangeError,
    );
    expect(() => canVoid({ actorManagesContracts: true, votes: votes(-1, 0, 4), splitOverSessions: false })).toThrow(
      RangeError,
    );
  });

  it('property: whatever a unanimous vote allows, a split Contract allows too', () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), fc.nat(12), (a, b, c) => {
        const eligible = a + b + c;
        const plain = canVoid({ actorManagesContracts: false, votes: votes(a, b, eligible), splitOverSessions: false });
        const split = canVoid({ actorManagesContracts: false, votes: votes(a, b, eligible), splitOverSessions: true });
        if (plain.ok) expect(split.ok).toBe(true);
      }),
    );
  });
});
