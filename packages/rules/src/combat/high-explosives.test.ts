import { describe, expect, it } from 'vitest';
import { highExplosiveDamageAt, highExplosiveRadius, type BlastDamage } from './index.js';

const dice = (n: number): BlastDamage => ({ kind: 'dice', dice: n });
const flat = (n: number): BlastDamage => ({ kind: 'flat', damage: n });
const none: BlastDamage = { kind: 'none' };

describe('high explosives', () => {
  it('lethal radius: 4 × √(W/2) for secondary, 2 × √W for primary explosives', () => {
    expect(highExplosiveRadius(50, 'secondary')).toBe(20);
    expect(highExplosiveRadius(100, 'primary')).toBe(20);
    expect(highExplosiveRadius(8, 'secondary')).toBe(8);
    expect(highExplosiveRadius(9, 'primary')).toBe(6);
  });

  it('15 flat inside R, then 15 dice less 5 for each further R', () => {
    const at = (distanceFeet: number) => highExplosiveDamageAt({ weightPounds: 50, kind: 'secondary', distanceFeet });
    expect([0, 20, 30, 40, 60, 80, 81].map(at)).toEqual([
      flat(15),
      flat(15),
      dice(15),
      dice(15),
      dice(10),
      dice(5),
      none,
    ]);
  });

  it('no explosive, no blast', () => {
    expect(highExplosiveDamageAt({ weightPounds: 0, kind: 'primary', distanceFeet: 0 })).toEqual(none);
  });
});
