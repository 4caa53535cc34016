import { describe, expect, it } from 'vitest';
import { bonusExpCap } from '../character/experience.js';
import { moveBonus, moveWordCount, MOVE_BONUS_EXP, MOVE_BONUS_MIN_WORDS } from './move-bonus.js';
import { threatBlocksPlay, threatManifested, tickCutoff } from './loose-end-cutoff.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const fresh = { earnedExp: 0, victories: 0 };

describe('moveBonus', () => {
  it('pays 2 Exp at exactly 250 words over summary and World Event together, nothing at 249', () => {
    expect(MOVE_BONUS_MIN_WORDS).toBe(250);
    expect(moveBonus({ summary: words(200), worldEvent: words(50), recipient: fresh })).toEqual({
      ok: true,
      exp: MOVE_BONUS_EXP,
      words: 250,
    });
    expect(MOVE_BONUS_EXP).toBe(2);
    expect(moveBonus({ summary: words(200), worldEvent: words(49), recipient: fresh })).toEqual({
      ok: false,
      refusal: 'too_few_words',
      words: 249,
    });
  });

  it('counts either part alone', () => {
    expect(moveWordCount({ summary: '', worldEvent: words(250) })).toBe(250);
    expect(moveBonus({ summary: words(250), worldEvent: '', recipient: fresh }).ok).toBe(true);
  });

  it('needs a Contractor to pay', () => {
    expect(moveBonus({ summary: words(250), worldEvent: '', recipient: null })).toMatchObject({
      refusal: 'no_recipient',
    });
  });

  it('applies the bonus cap at its edge: earned Exp equal to the cap still takes it, one above does not', () => {
    const cap = bonusExpCap(1);
    expect(moveBonus({ summary: words(250), worldEvent: '', recipient: { earnedExp: cap, victories: 1 } }).ok).toBe(
      true,
    );
    expect(
      moveBonus({ summary: words(250), worldEvent: '', recipient: { earnedExp: cap + 1, victories: 1 } }),
    ).toMatchObject({ ok: false, refusal: 'bonus_exp_cap' });
  });
});

describe('Loose End Cutoff', () => {
  const open = { needsHustle: true, resolved: false };
  it('drops by one per Contract and manifests on the one that reaches 0', () => {
    expect(tickCutoff({ ...open, cutoff: 2 })).toEqual({ cutoff: 1, manifests: false });
    expect(tickCutoff({ ...open, cutoff: 1 })).toEqual({ cutoff: 0, manifests: true });
    expect(tickCutoff({ ...open, cutoff: 0 })).toEqual({ cutoff: 0, manifests: false });
  });

  it('stops counting once tied up', () => {
    expect(tickCutoff({ ...open, cutoff: 3, resolved: true })).toEqual({ cutoff: 3, manifests: false });
  });

  it('blocks play only when due, unresolved and needing a Hustle', () => {
    expect(threatBlocksPlay({ ...open, cutoff: 0 })).toBe(true);
    expect(threatBlocksPlay({ ...open, cutoff: 1 })).toBe(false);
    expect(threatBlocksPlay({ ...open, cutoff: 0, needsHustle: false })).toBe(false);
    expect(threatManifested({ ...open, cutoff: 0, needsHustle: false })).toBe(true);
    expect(threatBlocksPlay({ ...open, cutoff: 0, resolved: true })).toBe(false);
  });
});
