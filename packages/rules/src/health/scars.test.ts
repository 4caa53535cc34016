import { describe, expect, it } from 'vitest';
import { STOCK_BATTLE_SCARS, stockScarsOfClass } from './battle-scars.js';
import { nextScarClass, scarClassForSeverity, scarHealsWithInjury, worseScarClass } from './scars.js';

describe('Battle Scars (seed 000 Battle Scars)', () => {
  it('severity 4 minor, 5 major, 6 severe, 7+ extreme, below 4 none', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(scarClassForSeverity)).toEqual([
      null,
      null,
      null,
      'minor',
      'major',
      'severe',
      'extreme',
      'extreme',
    ]);
  });

  it('orders classes', () => {
    expect(worseScarClass('major', 'minor')).toBe('major');
    expect(worseScarClass('major', 'severe')).toBe('severe');
    expect(nextScarClass('minor')).toBe('major');
    expect(nextScarClass('extreme')).toBe('extreme');
  });

  it('only a clean heal without Will to Survive lets a scar fade', () => {
    expect(scarHealsWithInjury({ cleanHeal: true })).toBe(true);
    expect(scarHealsWithInjury({ cleanHeal: false })).toBe(false);
    expect(scarHealsWithInjury({ cleanHeal: true, fromWillToSurvive: true })).toBe(false);
  });

  it('stock scars: 5 minor, 8 major, 3 severe, 3 extreme', () => {
    expect(stockScarsOfClass('minor')).toEqual([
      'chronic_pain',
      'disfigured',
      'missing_fingers',
      'tinnitus',
      'wheezing',
    ]);
    expect(stockScarsOfClass('major')).toHaveLength(8);
    expect(stockScarsOfClass('severe')).toEqual(['deaf', 'missing_arm', 'missing_leg']);
    expect(stockScarsOfClass('extreme')).toEqual(['blindness', 'no_hands', 'paraplegia']);
  });

  it('stock scars carry the numbers other rules read', () => {
    expect(STOCK_BATTLE_SCARS.chronic_pain.penaltyFloor).toBe(1);
    expect(STOCK_BATTLE_SCARS.limp.movementMultiplier).toBe(0.5);
    expect(STOCK_BATTLE_SCARS.missing_foot.movementMultiplier).toBe(0.5);
    expect(STOCK_BATTLE_SCARS.missing_leg.movementMultiplier).toBe(0.25);
    for (const scar of Object.values(STOCK_BATTLE_SCARS)) expect(scar.effect.length).toBeGreaterThan(5);
  });
});
