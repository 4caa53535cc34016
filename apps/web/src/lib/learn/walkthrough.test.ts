import { bodyPenalty, rollDice, seededRng } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { tallyWords } from './words.js';
import { walkthrough } from './walkthrough.js';

const seeds = { first: 'f1', second: 's1' };
const at = (query: string) => walkthrough(new URLSearchParams(query), seeds);

describe('the how-to-play walk-through', () => {
  it('starts on step 1 with the example Contractor’s Dexterity + Drive and nothing rolled', () => {
    const w = at('');
    expect(w.reached).toBe(1);
    expect(w.choice).toMatchObject({ attribute: 'dexterity', ability: 'drive', pool: 6 });
    expect([w.first, w.injury, w.second]).toEqual([null, null, null]);
    expect(w.contractor.body).toBe(7);
    expect(w.contractor.restingPenalty).toBe(0);
  });

  it('rolls the chosen pool at Difficulty 6 from the seed, as the rules engine would', () => {
    const w = at('attribute=perception&ability=alertness&roll=k2');
    expect(w.reached).toBe(2);
    expect(w.choice.pool).toBe(5);
    expect(w.first?.faces.map((d) => d.face)).toEqual(rollDice({ pool: 5, difficulty: 6 }, seededRng('k2')).faces);
    expect(w.carried.first).toEqual({ attribute: 'perception', ability: 'alertness', roll: 'k2' });
  });

  it('turns an Injury into the Body table’s Penalty: Severity 4 leaves 3 of 7 Body, a Penalty of 2 and a scar', () => {
    const w = at('attribute=dexterity&ability=drive&roll=k2&severity=4');
    expect(w.reached).toBe(3);
    expect(w.injury).toEqual({
      severity: 4,
      severityName: 'Serious',
      bodyLeft: 3,
      conditionName: 'Wounded',
      penalty: bodyPenalty(3),
      scarName: 'Minor',
    });
    expect(w.injury?.penalty).toBe(2);
    expect(w.carried.injury).toMatchObject({ severity: '4' });
  });

  it('rolls again with the Penalty removing dice: 6 dice with Penalty 2 throw 4', () => {
    const w = at('attribute=dexterity&ability=drive&roll=k2&severity=4&reroll=r9');
    expect(w.reached).toBe(4);
    expect(w.second?.roll.dice).toBe(4);
    expect(w.second?.roll.penaltyApplied).toBe(2);
    expect(w.second?.floorHeld).toBe(false);
    expect(w.second?.roll.faces.map((d) => d.face)).toEqual(
      rollDice({ pool: 6, difficulty: 6, penalty: 2 }, seededRng('r9')).faces,
    );
  });

  it('keeps the floor of 2 dice: 4 dice with Penalty 4 (Severity 6) still throw 2', () => {
    const w = at('attribute=dexterity&ability=athletics&roll=k2&severity=6&reroll=r9');
    expect(w.choice.pool).toBe(5);
    expect(w.injury?.penalty).toBe(4);
    expect(w.second?.roll.dice).toBe(2);
    expect(w.second?.floorHeld).toBe(true);
  });

  it('ignores later steps without the earlier ones, and unknown choices', () => {
    const w = at('attribute=luck&ability=magic&severity=4&reroll=r9');
    expect(w.choice).toMatchObject({ attribute: 'dexterity', ability: 'drive' });
    expect([w.first, w.injury, w.second]).toEqual([null, null, null]);
    expect(at('roll=k2&severity=9').injury).toBeNull();
  });

  it('says the sum behind an Outcome in words', () => {
    expect(tallyWords({ hits: 2, tens: 1, ones: 1 }, 6)).toBe('2 dice at 6 or more (+2), one 10 (+2) and one 1 (−1)');
    expect(tallyWords({ hits: 0, tens: 0, ones: 0 }, 6)).toBe('no die scored anything');
  });
});
