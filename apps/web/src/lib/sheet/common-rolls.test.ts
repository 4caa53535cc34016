import { describe, expect, it } from 'vitest';
import { BEST_ATTACKS, commonRolls } from './common-rolls.js';
import { quickReference } from './quick-reference.js';
import { sheetFixture } from './test-fixture.js';

describe('commonRolls', () => {
  it('offers Initiative, Dodge, Perception + Alertness and each carried weapon, penalties included', () => {
    const facts = sheetFixture({ weapons: ['handgun'], traits: { abilities: { alertness: 2 } } });
    const quick = quickReference(facts);
    expect(commonRolls(facts, quick)).toMatchObject([
      { kind: 'initiative', key: 'initiative', dice: quick.initiative.dice },
      { kind: 'dodge', key: 'dodge', dice: 5, difficulty: 6 },
      { kind: 'perception', key: 'alertness', label: 'Perception + Alertness', dice: 4 },
      { kind: 'attack', key: 'weapon:handgun', label: 'Handgun', damage: '+2', dice: 5 },
    ]);
  });

  it('keeps the best attacks: most dice first, then the lower Difficulty', () => {
    const facts = sheetFixture({ weapons: ['unarmed', 'handgun', 'knife', 'heavy-sniper', 'club'] });
    const attacks = commonRolls(facts, quickReference(facts)).filter((r) => r.kind === 'attack');
    expect(attacks).toHaveLength(BEST_ATTACKS);
    const all = quickReference(facts).weapons;
    const best = Math.max(...all.map((w) => w.dice));
    expect(attacks[0]!.dice).toBe(best);
    for (let i = 1; i < attacks.length; i++) {
      const [a, b] = [attacks[i - 1]!, attacks[i]!];
      expect(a.dice > b.dice || (a.dice === b.dice && a.difficulty <= b.difficulty)).toBe(true);
    }
  });

  it('falls back to bare hands (Brawl) when no weapon is carried', () => {
    const facts = sheetFixture({ weapons: [], traits: { abilities: { brawl: 2 } } });
    const attacks = commonRolls(facts, quickReference(facts)).filter((r) => r.kind === 'attack');
    expect(attacks).toMatchObject([{ key: 'brawl', label: 'Bare hands (Brawl)', dice: 5, difficulty: 6 }]);
  });

  it('goes down with the Penalty like every other pool', () => {
    const facts = sheetFixture({ weapons: ['handgun'], severities: [4] });
    const rolls = commonRolls(facts, quickReference(facts));
    expect(rolls.find((r) => r.kind === 'dodge')?.dice).toBe(3);
  });
});
