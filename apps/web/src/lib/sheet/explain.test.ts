import { bodyRating, mindRating, resolveRoll, totalPenalty } from '@harbinger/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  explainBody,
  explainBodyLeft,
  explainCarry,
  explainDash,
  explainExp,
  explainFreeMovement,
  explainLift,
  explainMind,
  explainMindLeft,
  explainPenalty,
  explainRaise,
  explainRoll,
  explainSprint,
  explainStatus,
} from './explain.js';

describe('explainBody', () => {
  it('names the base and half the Brawn rounded up (the brief’s example: Brawn 3 gives Body 7)', () => {
    expect(explainBody({ brawn: 3, battleScars: 0, body: 7 })).toBe('Body 7 = 5 + ceil(Brawn 3 / 2)');
  });

  it('counts the Battle Scars past the fourth', () => {
    expect(explainBody({ brawn: 3, battleScars: 6, body: 5 })).toBe(
      'Body 5 = 5 + ceil(Brawn 3 / 2) − 2 for Battle Scars beyond the first four (6 carried)',
    );
  });

  it('adds up to the rules’ Body for any Brawn and scar count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 9 }), (brawn, battleScars) => {
        const body = bodyRating({ brawn, battleScars });
        const text = explainBody({ brawn, battleScars, body });
        const loss = Number(/− (\d+) for Battle Scars/.exec(text)?.[1] ?? 0);
        expect(text.startsWith(`Body ${String(body)} = 5 + ceil(Brawn ${String(brawn)} / 2)`)).toBe(true);
        expect(5 + Math.ceil(brawn / 2) - loss).toBe(body);
      }),
    );
  });
});

describe('explainMind', () => {
  it('sums Intellect, Charisma and 1', () => {
    expect(explainMind({ intellect: 3, charisma: 2, traumas: 0, mind: 6 })).toBe(
      'Mind 6 = Intellect 3 + Charisma 2 + 1',
    );
  });

  it('says when the cap of 9 bites', () => {
    expect(explainMind({ intellect: 5, charisma: 5, traumas: 0, mind: 9 })).toBe(
      'Mind 9 = Intellect 5 + Charisma 5 + 1, capped at 9',
    );
  });

  it('counts Traumas past the fourth (seed example: Intellect 3, Charisma 2, 7 Traumas → 3)', () => {
    const mind = mindRating({ intellect: 3, charisma: 2, traumas: 7 });
    expect(mind).toBe(3);
    expect(explainMind({ intellect: 3, charisma: 2, traumas: 7, mind })).toBe(
      'Mind 3 = Intellect 3 + Charisma 2 + 1 − 3 for Traumas beyond the first four (7 carried)',
    );
  });
});

describe('what is left of Body and Mind', () => {
  it('names the worst Injury and counts the others', () => {
    expect(explainBodyLeft({ body: 7, bodyDepletion: 5, bodyRemaining: 2, severities: [3, 1, 2] })).toBe(
      'Body left 2 = Body 7 − 5 (worst Injury 3, +1 for each of the 2 other Injuries)',
    );
    expect(explainBodyLeft({ body: 7, bodyDepletion: 4, bodyRemaining: 3, severities: [4] })).toBe(
      'Body left 3 = Body 7 − 4 (one Injury of Severity 4)',
    );
    expect(explainBodyLeft({ body: 6, bodyDepletion: 0, bodyRemaining: 6, severities: [] })).toBe(
      'Body left 6 = Body 6 − 0 (no Injuries)',
    );
    expect(explainBodyLeft({ body: 6, bodyDepletion: 3, bodyRemaining: 3, severities: [2, 1] })).toContain(
      'each of the 1 other Injury)',
    );
  });

  it('subtracts Mind damage, never below 0', () => {
    expect(explainMindLeft({ mind: 6, mindDamage: 2, mindRemaining: 4 })).toBe('Mind left 4 = Mind 6 − 2 Mind damage');
    expect(explainMindLeft({ mind: 3, mindDamage: 5, mindRemaining: 0 })).toBe(
      'Mind left 0 = Mind 3 − 5 Mind damage (never below 0)',
    );
  });
});

describe('explainPenalty', () => {
  it('reads both tables (rules example: 3 Body left and 5 Mind left give Penalty 3)', () => {
    const penalty = totalPenalty({ bodyRemaining: 3, mindRemaining: 5 });
    expect(penalty).toBe(3);
    expect(explainPenalty({ bodyRemaining: 3, mindRemaining: 5, penalty })).toMatch(
      /^Penalty 3 = Body 2 \(Wounded, 3 Body left\) \+ Mind 1 \(Rattled, 5 Mind left\);/,
    );
  });

  it('says so when something beyond the tables changed the total', () => {
    expect(explainPenalty({ bodyRemaining: 7, mindRemaining: 7, penalty: 1 })).toContain('adjusted by other effects');
  });

  it('says an unharmed low Mind carries its Penalty from the start (a new Contractor’s “Penalty 2”)', () => {
    const text = explainPenalty({ bodyRemaining: 6, mindRemaining: 3, penalty: 2, mind: { rating: 3, damage: 0 } });
    expect(text).toContain('Penalty 2 = Body 0');
    expect(text).toContain('No harm done: a Mind rating of 3 counts on the Mind table from the start');
    // Once damage is taken the ordinary explanation is enough.
    const hurt = explainPenalty({ bodyRemaining: 6, mindRemaining: 3, penalty: 2, mind: { rating: 5, damage: 2 } });
    expect(hurt).not.toContain('No harm done');
  });

  it('always names parts that add up to the rules’ Penalty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (bodyRemaining, mindRemaining) => {
        const penalty = totalPenalty({ bodyRemaining, mindRemaining });
        const text = explainPenalty({ bodyRemaining, mindRemaining, penalty });
        const [, total, body, mind] = /^Penalty (\d+) = Body (\d+) .* \+ Mind (\d+) /.exec(text)!;
        expect(Number(total)).toBe(penalty);
        expect(Number(body) + Number(mind)).toBe(penalty);
      }),
    );
  });
});

describe('movement and load', () => {
  it('free movement, with its floor', () => {
    expect(explainFreeMovement({ dexterity: 4, penalty: 0, feet: 25 })).toBe(
      '25 ft a round = 5 × (1 + Dexterity 4 − Penalty 0)',
    );
    expect(explainFreeMovement({ dexterity: 1, penalty: 4, feet: 5 })).toBe(
      '5 ft a round = 5 × (1 + Dexterity 1 − Penalty 4), never under 5 ft',
    );
  });

  it('dash, sprint (rules example: Outcome 2, Dexterity 3, Brawn 2 → 40 ft), carry and lift', () => {
    expect(explainDash({ brawn: 3, feet: 15 })).toBe(
      "Up to 15 ft more = 5 × Brawn 3; every 5 ft dashed takes 1 die from the round's Action",
    );
    expect(explainSprint({ dexterity: 3, brawn: 2 })).toContain('(30 ft at Outcome 0, 45 ft at Outcome 3)');
    expect(explainCarry({ brawn: 3, pounds: 45 })).toBe('45 lb = 15 × Brawn 3; each full 25 lb beyond it costs 1 die');
    expect(explainLift({ brawn: 3, pounds: 225 })).toContain('225 lb from the lifting table at Brawn 3');
    expect(explainLift({ brawn: 9, pounds: null })).toContain('past the end of the lifting table');
  });
});

describe('Exp and Status', () => {
  it('shows the ledger sum', () => {
    expect(explainExp({ earned: 12, spent: 140, available: 22 })).toBe(
      'Exp 22 = 150 at creation + 12 earned since − 140 spent (every entry is in the Story tab)',
    );
  });

  it('names the next Status', () => {
    expect(explainStatus({ status: 'newbie', victories: 1 })).toBe('Newbie: 1 Contract won; Novice at 4');
    expect(explainStatus({ status: 'veteran', victories: 30 })).toBe('Veteran: 30 Contracts won (the highest Status)');
  });

  it('prices a raise and warns when Exp is short', () => {
    expect(explainRaise({ what: 'Brawn', from: 2, cost: 10, available: 12 })).toBe('Brawn 2 → 3 costs 10 Exp');
    expect(explainRaise({ what: 'Brawn', from: 2, cost: 10, available: 4 })).toBe(
      'Brawn 2 → 3 costs 10 Exp; you have 4, so the sheet will refuse it',
    );
  });
});

describe('explainRoll', () => {
  const parts = [
    { name: 'Dexterity', value: 3 },
    { name: 'Athletics', value: 2 },
  ];

  it('walks from the parts to the dice thrown', () => {
    const options = { pool: 5, difficulty: 6, penalty: 1 };
    expect(explainRoll({ label: 'Dodge', parts, options, resolved: resolveRoll(options) })).toBe(
      'Dodge: Dexterity 3 + Athletics 2 = 5 − Penalty 1 = 4 dice at Difficulty 6',
    );
  });

  it('shows armor, the floor of 2 dice, and Difficulty notes', () => {
    const options = { pool: 3, difficulty: 6, penalty: 2, dicePenalties: [2], noAbility: true };
    expect(
      explainRoll({
        label: 'Brawn alone',
        parts: [{ name: 'Brawn', value: 3 }],
        options,
        resolved: resolveRoll(options),
        otherPenaltyName: 'armor',
      }),
    ).toBe(
      'Brawn alone: Brawn 3 − Penalty 2 − 2 (armor) (penalties stop at 2 dice: only 1 taken) = 2 dice at Difficulty 7 (+1 Difficulty with no rank in the Ability)',
    );
  });

  it('drops the Penalty when exerting and names the clamp', () => {
    const options = { pool: 5, difficulty: 11, penalty: 2, exert: true, bonuses: [1] };
    expect(explainRoll({ label: 'Shoot', parts, options, resolved: resolveRoll(options) })).toBe(
      'Shoot: Dexterity 3 + Athletics 2 = 5 + 1 die bonus − 2 for Difficulty past 9 = 4 dice at Difficulty 9 (Difficulty 11 asked, clamped; exerting: Penalty ignored, +1 Outcome, 1 Mind damage)',
    );
  });
});
