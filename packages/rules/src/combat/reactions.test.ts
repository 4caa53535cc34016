import { describe, expect, it } from 'vitest';
import { defenseAllowed, desperateDefense } from './index.js';

describe('desperate defense', () => {
  it('after the Action is spent, a Dodge or Defend costs exertion and −2 dice on the next Action', () => {
    expect(desperateDefense({ reaction: 'dodge', actionSpent: true, exertedThisRound: false })).toEqual({
      ok: true,
      value: { exert: true, nextActionDicePenalty: 2 },
    });
    expect(desperateDefense({ reaction: 'defend', actionSpent: true, exertedThisRound: false }).ok).toBe(true);
  });

  it('is never a Clash, needs exertion still unused, and is pointless with the Action still free', () => {
    const code = (r: ReturnType<typeof desperateDefense>) => (r.ok ? null : r.issues[0]?.code);
    expect(code(desperateDefense({ reaction: 'clash', actionSpent: true, exertedThisRound: false }))).toBe(
      'clash_cannot_be_desperate',
    );
    expect(code(desperateDefense({ reaction: 'dodge', actionSpent: true, exertedThisRound: true }))).toBe(
      'already_exerted',
    );
    expect(code(desperateDefense({ reaction: 'dodge', actionSpent: false, exertedThisRound: false }))).toBe(
      'action_still_available',
    );
  });
});

describe('who can Defend against what', () => {
  it('bare hands only stop bare hands', () => {
    expect(defenseAllowed({ means: 'unarmed', attack: 'unarmed' })).toEqual({ allowed: true, difficultyModifier: 0 });
    expect(defenseAllowed({ means: 'unarmed', attack: 'melee' }).allowed).toBe(false);
  });

  it('a melee weapon stops unarmed (at −1 Difficulty), melee and thrown attacks', () => {
    expect(defenseAllowed({ means: 'melee-weapon', attack: 'unarmed' })).toEqual({
      allowed: true,
      difficultyModifier: -1,
    });
    expect(defenseAllowed({ means: 'melee-weapon', attack: 'melee' }).allowed).toBe(true);
    expect(defenseAllowed({ means: 'melee-weapon', attack: 'thrown' }).allowed).toBe(true);
  });

  it('gunfire is only Defended at melee range, or anywhere with weapon mastery', () => {
    expect(defenseAllowed({ means: 'melee-weapon', attack: 'firearm' }).allowed).toBe(false);
    expect(defenseAllowed({ means: 'firearm', attack: 'firearm', inMeleeRange: true }).allowed).toBe(true);
    expect(defenseAllowed({ means: 'melee-weapon', attack: 'firearm', weaponMastery: true }).allowed).toBe(true);
    expect(defenseAllowed({ means: 'unarmed', attack: 'firearm', inMeleeRange: true }).allowed).toBe(false);
  });
});
