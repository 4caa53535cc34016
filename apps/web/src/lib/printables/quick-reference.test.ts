import {
  BODY_PENALTY_TABLE,
  MAX_DIFFICULTY,
  MIND_PENALTY_TABLE,
  MIN_DIFFICULTY,
  PENALTY_POOL_FLOOR,
  WEAPON_IDS,
  armorTable,
  bodyPenalty,
  mindPenalty,
  resultTier,
  scoreDie,
  weapons,
} from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { quickReference } from './quick-reference.js';

const ref = quickReference();

/** The Outcomes a printed tier range covers, within -3..12 ("below 0", "1–3", "6+"). */
function covered(range: string): number[] {
  const all = Array.from({ length: 16 }, (_, i) => i - 3);
  const below = /^below (\d+)$/u.exec(range);
  if (below) return all.filter((n) => n < Number(below[1]));
  const plus = /^(\d+)\+$/u.exec(range);
  if (plus) return all.filter((n) => n >= Number(plus[1]));
  const span = /^(\d+)–(\d+)$/u.exec(range);
  if (span) return all.filter((n) => n >= Number(span[1]) && n <= Number(span[2]));
  return [Number(range)];
}

describe('the quick reference’s numbers are the engine’s', () => {
  it('each printed Outcome range names the tier the engine gives every Outcome in it, and together they cover all', () => {
    const names = {
      botch: 'Botch',
      failure: 'Failure',
      partial: 'Partial',
      complete: 'Complete',
      exceptional: 'Exceptional',
    };
    const seen: number[] = [];
    for (const tier of ref.tiers)
      for (const outcome of covered(tier.range)) {
        expect(tier.name.startsWith(names[resultTier(outcome)]), `${String(outcome)} in ${tier.range}`).toBe(true);
        seen.push(outcome);
      }
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i - 3));
  });

  it('die scores, the Difficulty clamp and the Penalty floor', () => {
    expect(ref.die).toEqual({ one: '−1', below: '0', atOrAbove: '+1', ten: '+2' });
    expect(scoreDie(1, 6)).toBe(-1);
    expect(scoreDie(10, 9)).toBe(2);
    expect(ref.difficulty).toMatchObject({ min: MIN_DIFFICULTY, max: MAX_DIFFICULTY });
    expect(ref.penaltyFloor).toBe(PENALTY_POOL_FLOOR);
  });

  it('the Penalty table rows are the Body and Mind tables, row for row', () => {
    expect(ref.body.map((r) => r.label)).toEqual(
      Object.values(BODY_PENALTY_TABLE)
        .filter((r) => Number.isFinite(r.atLeast))
        .map((r) => r.label),
    );
    for (const row of ref.body) if (row.dice !== null) expect(row.dice).toBe(bodyPenalty(row.left));
    for (const row of ref.mind) if (row.dice !== null) expect(row.dice).toBe(mindPenalty(row.left));
    expect(ref.mind.map((r) => r.label)).toEqual(
      Object.values(MIND_PENALTY_TABLE)
        .filter((r) => Number.isFinite(r.atLeast))
        .map((r) => r.label),
    );
  });

  it('lists every weapon and armor of the tables with their numbers', () => {
    const listed = ref.weapons.flatMap((g) => g.weapons);
    expect(listed.map((w) => w.id).sort()).toEqual([...WEAPON_IDS].sort());
    for (const w of listed) expect(w.difficulty).toBe(weapons[w.id as keyof typeof weapons].difficulty);
    expect(ref.armor.map((a) => [a.id, a.armor, a.dicePenalty])).toEqual(
      Object.entries(armorTable).map(([id, a]) => [id, a.armor, a.dicePenalty]),
    );
  });
});
