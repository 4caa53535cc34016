import { describe, expect, it } from 'vitest';
import { baseSupply, cardLabel, devilishSupply, numberCard } from './dice-cards.js';
import { powerIds, powerPool, powers } from './powers.js';

describe('Dice Cards and powers of our design', () => {
  it("there are at least 8 powers, each aimed at another Soul or another Soul's card, with our own names and texts", () => {
    expect(powerIds.length).toBeGreaterThanOrEqual(8);
    for (const id of powerIds) {
      expect(powers[id].text).toMatch(/another Soul/);
      expect(['card', 'soul']).toContain(powers[id].aim);
    }
    expect(powerPool(false)).toHaveLength(6);
    expect(powerPool(true)).toHaveLength(9);
  });

  it('the base supply holds three of each number 1–6 with one powered copy each', () => {
    const supply = baseSupply(['tailwind', 'undertow', 'copycat', 'do_over', 'second_wind', 'switcheroo']);
    expect(supply).toHaveLength(18);
    expect(supply.filter((c) => c.power)).toHaveLength(6);
  });

  it('Devilish Numbers adds Wildcards, Duos and numbers beyond 1–6', () => {
    const extra = devilishSupply(['twin_echo', 'blank_stare', 'opposite_face', 'twin_echo']);
    expect(extra.map((c) => c.kind).filter((k) => k !== 'number')).toEqual([
      'wild',
      'wild',
      'duo',
      'duo',
      'duo',
      'duo',
    ]);
    expect(extra.filter((c) => c.kind === 'number').map((c) => c.values[0])).toEqual([0, 0, 7, 7, 8, 8, 9, 9]);
  });

  it('labels cards briefly for logs', () => {
    expect(cardLabel({ id: 'a', ...numberCard(4, 'tailwind') })).toBe('4*tailwind');
    expect(cardLabel({ id: 'b', kind: 'duo', values: [2, 5], power: null })).toBe('2|5');
    expect(cardLabel({ id: 'c', kind: 'wild', values: [], power: null })).toBe('W');
  });
});
