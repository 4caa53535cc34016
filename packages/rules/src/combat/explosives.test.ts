import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explosiveDamageAt, explosives, type BlastDamage, type ExplosiveId } from './index.js';

const dice = (n: number): BlastDamage => ({ kind: 'dice', dice: n });
const flat = (n: number): BlastDamage => ({ kind: 'flat', damage: n });
const none: BlastDamage = { kind: 'none' };

describe('explosives table', () => {
  it('frag grenade: 15 dice within 5 ft, one die fewer per 5 ft out, nothing past 50 ft', () => {
    const at = (feet: number) => explosiveDamageAt('frag-grenade', feet);
    expect([0, 5, 6, 10, 12, 45, 50, 51, 80].map(at)).toEqual([
      dice(15),
      dice(15),
      dice(14),
      dice(14),
      dice(13),
      dice(7),
      dice(6),
      none,
      none,
    ]);
    expect(explosives['frag-grenade']).toMatchObject({ weightPounds: 2, delayRounds: 2, throwRangeFeet: 100 });
  });

  it('dynamite: 10 flat within 5 ft, then 10 dice falling by 5 per 5 ft', () => {
    const at = (feet: number) => explosiveDamageAt('dynamite', feet);
    expect([5, 10, 15, 16].map(at)).toEqual([flat(10), dice(10), dice(5), none]);
  });

  it('C-4 and the satchels and IEDs: 15 flat inside the radius, then 15, 10, 5 dice band by band', () => {
    const bands = (id: ExplosiveId, r: number) =>
      [r, 2 * r, 3 * r, 4 * r, 4 * r + 1].map((feet) => explosiveDamageAt(id, feet));
    const expected = [flat(15), dice(15), dice(10), dice(5), none];
    expect(bands('c4', 5)).toEqual(expected);
    expect(bands('satchel-ww2', 15)).toEqual(expected);
    expect(bands('satchel-modern', 20)).toEqual(expected);
    expect(bands('ied-small', 5)).toEqual(expected);
    expect(bands('ied-medium', 20)).toEqual(expected);
    expect(bands('ied-large', 65)).toEqual(expected);
  });

  it('lists each bomb’s weight', () => {
    const weights = Object.fromEntries(Object.entries(explosives).map(([id, e]) => [id, e.weightPounds]));
    expect(weights).toEqual({
      'frag-grenade': 2,
      dynamite: 0.5,
      c4: 1.25,
      'satchel-ww2': 10,
      'satchel-modern': 20,
      'ied-small': 10,
      'ied-medium': 100,
      'ied-large': 1000,
    });
  });

  it('property: damage never grows with distance', () => {
    const strength = (d: BlastDamage) => (d.kind === 'flat' ? 1000 + d.damage : d.kind === 'dice' ? d.dice : 0);
    const ids = Object.keys(explosives) as ExplosiveId[];
    const feet = (max: number) => fc.double({ min: 0, max, noNaN: true });
    fc.assert(
      fc.property(fc.constantFrom(...ids), feet(400), feet(100), (id, near, more) => {
        expect(strength(explosiveDamageAt(id, near + more))).toBeLessThanOrEqual(strength(explosiveDamageAt(id, near)));
      }),
    );
  });
});
