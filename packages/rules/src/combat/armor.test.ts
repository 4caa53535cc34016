import { describe, expect, it } from 'vitest';
import { resolveRoll } from '../dice/pool.js';
import { armorAfterPiercing, armorDicePenalties, armorSlowsRoll, armorTable, effectiveArmor } from './index.js';

describe('armor table (seed 000)', () => {
  it('grants 1/0, 2/0, 3/0, 6/5 and 4/2 (Armor / dice penalty)', () => {
    const rows = Object.fromEntries(Object.entries(armorTable).map(([id, a]) => [id, [a.armor, a.dicePenalty]]));
    expect(rows).toEqual({
      layered: [1, 0],
      reinforced: [2, 0],
      flak: [3, 0],
      'bomb-suit': [6, 5],
      'full-plate': [4, 2],
    });
    expect(armorTable['full-plate'].weightPounds).toBe(45);
  });
});

describe('combining armor', () => {
  it('does not stack: the highest value applies', () => {
    expect(effectiveArmor([1, 3, 2])).toBe(3);
    expect(effectiveArmor([])).toBe(0);
  });

  it('piercing removes Armor down to 0', () => {
    expect(armorAfterPiercing({ armor: 3, armorPiercing: 2 })).toBe(1);
    expect(armorAfterPiercing({ armor: 1, armorPiercing: 2 })).toBe(0);
    expect(armorAfterPiercing({ armor: 2 })).toBe(2);
  });

  it('penalties from armor stack with other dice penalties on physical actions', () => {
    expect(armorDicePenalties(['full-plate', 'layered'])).toEqual([2]);
    const roll = resolveRoll({ pool: 7, dicePenalties: [...armorDicePenalties(['full-plate']), 1] });
    expect(roll.dice).toBe(4);
  });

  it('a bomb suit leaves a small pool at the floor of 2', () => {
    expect(resolveRoll({ pool: 6, dicePenalties: armorDicePenalties(['bomb-suit']) }).dice).toBe(2);
  });
});

describe('which rolls worn armor slows', () => {
  it('combat moves always; other rolls only with Brawn or Dexterity', () => {
    expect(armorSlowsRoll({ combatMove: true })).toBe(true);
    expect(armorSlowsRoll({ combatMove: false, attribute: 'dexterity' })).toBe(true);
    expect(armorSlowsRoll({ combatMove: false, attribute: 'brawn' })).toBe(true);
    expect(armorSlowsRoll({ combatMove: false, attribute: 'intellect' })).toBe(false);
    expect(armorSlowsRoll({ combatMove: false })).toBe(false);
  });
});
