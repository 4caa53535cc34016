import { describe, expect, it } from 'vitest';
import { resolveRoll } from '../dice/pool.js';
import {
  breakFreeClassic,
  classicAimDice,
  classicAttackRollOptions,
  classicCombat,
  classicContest,
  classicMultipleActionPenalty,
  grappleClassic,
  pinClassic,
  resolveClassicAttack,
} from './index.js';

describe('classic-combat: multiple actions', () => {
  it('seed 002 example: starting a car and firing a pistol costs 2 dice on each roll', () => {
    expect(classicMultipleActionPenalty({ targets: 1, otherActions: 1 })).toEqual({ ok: true, value: 2 });
  });

  it('a single action costs nothing; each target counts as an action', () => {
    expect(classicMultipleActionPenalty({})).toEqual({ ok: true, value: 0 });
    expect(classicMultipleActionPenalty({ targets: 3 })).toEqual({ ok: true, value: 3 });
    expect(classicMultipleActionPenalty({ targets: 2, otherActions: 1 })).toEqual({ ok: true, value: 3 });
  });

  it('shots and bursts engage at most 3 targets', () => {
    const four = classicMultipleActionPenalty({ targets: 4, shooting: true });
    expect(four.ok === false && four.issues[0]).toMatchObject({ code: 'too_many_targets', max: 3 });
    expect(classicMultipleActionPenalty({ targets: 4 }).ok).toBe(true);
  });
});

describe('classic-combat: aiming and bursts', () => {
  it('gives +1 die per aimed turn up to +3, only at a stationary target', () => {
    expect([0, 1, 2, 3, 4].map((aimedTurns) => classicAimDice({ aimedTurns, targetStationary: true }))).toEqual([
      0, 1, 2, 3, 3,
    ]);
    expect(classicAimDice({ aimedTurns: 2, targetStationary: false })).toBe(0);
  });

  it('puts aim + burst into one bonus and the multiple-action cost into the dice penalties', () => {
    const r = classicAttackRollOptions(
      { pool: 6, bonuses: [1] },
      { aimedTurns: 2, targetStationary: true, burst: true, targets: 2, shooting: true },
    );
    expect(r).toEqual({ ok: true, value: { pool: 6, bonuses: [1, 3], dicePenalties: [2] } });
    if (r.ok) expect(resolveRoll(r.value).dice).toBe(7);
  });

  it('changes nothing with no classic modifiers, and passes on a target-count error', () => {
    expect(classicAttackRollOptions({ pool: 4 }, {})).toEqual({
      ok: true,
      value: { pool: 4, bonuses: [], dicePenalties: [] },
    });
    expect(classicAttackRollOptions({ pool: 4 }, { targets: 5, shooting: true }).ok).toBe(false);
  });
});

describe('classic-combat: criticals', () => {
  it('a critical failure (botch) always misses, even against a botched defence', () => {
    expect(classicContest({ attackOutcome: -1, defenseOutcome: -3 })).toEqual({
      contestedOutcome: 0,
      critical: 'failure',
    });
  });

  it('a critical success (exceptional) hits unless the defence is exceptional too', () => {
    expect(classicContest({ attackOutcome: 6, defenseOutcome: 5 })).toEqual({
      contestedOutcome: 1,
      critical: 'success',
    });
    expect(classicContest({ attackOutcome: 6, defenseOutcome: 6 })).toEqual({ contestedOutcome: 0, critical: null });
    expect(classicContest({ attackOutcome: 3, defenseOutcome: 1 })).toEqual({ contestedOutcome: 2, critical: null });
  });

  it('resolves damage after the classic contest, Armor still able to stop a critical', () => {
    expect(resolveClassicAttack({ attackOutcome: -1, defenseOutcome: -3, weaponDamage: 3 })).toMatchObject({
      hit: false,
      critical: 'failure',
    });
    const crit = resolveClassicAttack({ attackOutcome: 6, defenseOutcome: 5, weaponDamage: 2, armor: 3 });
    expect(crit).toMatchObject({ contestedOutcome: 1, hit: true, damage: 0, critical: 'success' });
    expect(
      resolveClassicAttack({ attackOutcome: 2, defenseOutcome: 5, weaponDamage: 1, mob: 'whole-mob' }).damage,
    ).toBe(6);
  });
});

describe('classic-combat: grapple, pin and break free (seed 002)', () => {
  it('a hold beating the resistance roll holds the target', () => {
    expect(grappleClassic({ holdOutcome: 3, resistOutcome: 2 })).toBe('held');
    expect(grappleClassic({ holdOutcome: 2, resistOutcome: 2 })).toBe('free');
  });

  it('a pin needs a target already held', () => {
    expect(pinClassic({ current: 'held', holdOutcome: 2, resistOutcome: 1 })).toEqual({ ok: true, value: 'pinned' });
    expect(pinClassic({ current: 'held', holdOutcome: 1, resistOutcome: 1 })).toEqual({ ok: true, value: 'held' });
    expect(pinClassic({ current: 'pinned', holdOutcome: 0, resistOutcome: 3 })).toEqual({ ok: true, value: 'pinned' });
    const free = pinClassic({ current: 'free', holdOutcome: 5, resistOutcome: 0 });
    expect(free.ok === false && free.issues[0]?.code).toBe('not_held');
  });

  it('breaking free wins ties', () => {
    expect(breakFreeClassic({ escapeOutcome: 2, holdOutcome: 2 })).toBe(true);
    expect(breakFreeClassic({ escapeOutcome: 1, holdOutcome: 2 })).toBe(false);
  });

  it('is all reachable from the classicCombat option set', () => {
    expect(classicCombat.id).toBe('classic-combat');
    expect(classicCombat.grapple({ holdOutcome: 1, resistOutcome: 0 })).toBe('held');
    expect(classicCombat.aimDice({ aimedTurns: 9, targetStationary: true })).toBe(classicCombat.maxAimDice);
  });
});
