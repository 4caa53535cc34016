import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRoll, type RollExpression } from './index.js';

function parsed(text: string): RollExpression {
  const result = parseRoll(text);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.issues)}`);
  return result.value;
}

function firstIssue(text: string) {
  const result = parseRoll(text);
  if (result.ok) throw new Error(`${text} parsed, but an issue was expected`);
  expect(result.issues).toHaveLength(1);
  return result.issues[0]!;
}

const plain = { bonus: 0, penalties: [], exert: false };

describe('parseRoll: the commands players type', () => {
  it('`7` is seven dice at the default Difficulty', () => {
    expect(parsed('7')).toEqual({ pool: { kind: 'dice', count: 7 }, ...plain });
  });

  it('`4@8` names Difficulty 8', () => {
    expect(parsed('4@8')).toEqual({ pool: { kind: 'dice', count: 4 }, difficulty: 8, ...plain });
  });

  it('`5 ex` exerts', () => {
    expect(parsed('5 ex')).toEqual({ pool: { kind: 'dice', count: 5 }, ...plain, exert: true });
    expect(parsed('5 EXERT').exert).toBe(true);
  });

  it('`5@7 ex sneaking past the guard` carries a label', () => {
    expect(parsed('5@7 ex sneaking past the guard')).toEqual({
      pool: { kind: 'dice', count: 5 },
      difficulty: 7,
      ...plain,
      exert: true,
      label: 'sneaking past the guard',
    });
  });

  it('`5 Shaggy initiative` is five dice labelled "Shaggy initiative", not an initiative roll', () => {
    expect(parsed('5 Shaggy initiative')).toEqual({
      pool: { kind: 'dice', count: 5 },
      ...plain,
      label: 'Shaggy initiative',
    });
  });

  it('`dex+athletics@7` is an Attribute, an Ability word and a Difficulty', () => {
    expect(parsed('dex+athletics@7')).toEqual({
      pool: {
        kind: 'traits',
        attribute: { id: 'dexterity', position: 0 },
        ability: { word: 'athletics', position: 4 },
      },
      difficulty: 7,
      ...plain,
    });
  });

  it('`DEX + Athletics @ 7 +2 ex climb the wall` allows spaces and capitals', () => {
    expect(parsed('DEX + Athletics @ 7 +2 ex climb the wall')).toEqual({
      pool: {
        kind: 'traits',
        attribute: { id: 'dexterity', position: 0 },
        ability: { word: 'Athletics', position: 6 },
      },
      difficulty: 7,
      bonus: 2,
      penalties: [],
      exert: true,
      label: 'climb the wall',
    });
  });

  it('`int+medicine`, `dex`, `dex+skating` and `per+alert` keep the Ability as typed', () => {
    expect(parsed('int+medicine').pool).toEqual({
      kind: 'traits',
      attribute: { id: 'intellect', position: 0 },
      ability: { word: 'medicine', position: 4 },
    });
    expect(parsed('dex').pool).toEqual({ kind: 'traits', attribute: { id: 'dexterity', position: 0 } });
    expect(parsed('Dexterity+skating').pool).toMatchObject({ ability: { word: 'skating', position: 10 } });
    expect(parsed('per+alert').pool).toMatchObject({ attribute: { id: 'perception' }, ability: { word: 'alert' } });
    expect(parsed('dex+basket-weaving').pool).toMatchObject({ ability: { word: 'basket-weaving' } });
  });

  it('`init`, `initiative`, `body` and `mind` are the three special rolls', () => {
    expect(parsed('init')).toEqual({ pool: { kind: 'special', which: 'initiative' }, ...plain });
    expect(parsed('Initiative').pool).toEqual({ kind: 'special', which: 'initiative' });
    expect(parsed('body').pool).toEqual({ kind: 'special', which: 'body' });
    expect(parsed('MIND@8 trauma').pool).toEqual({ kind: 'special', which: 'mind' });
  });

  it('`dex+athletics@7 +2 -1`: the largest bonus counts, every penalty is kept', () => {
    const expr = parsed('dex+athletics@7 +2 -1 +1 -2');
    expect(expr.bonus).toBe(2);
    expect(expr.penalties).toEqual([1, 2]);
  });

  it('positions count leading whitespace', () => {
    expect(parsed('  per + alert').pool).toMatchObject({ attribute: { position: 2 }, ability: { position: 8 } });
  });

  it('accepts @, modifiers and ex in any order, glued or spaced', () => {
    expect(parsed('5 ex +2 @7')).toEqual(parsed('5@7 +2 ex'));
    expect(parsed('5+2-1@7')).toEqual({
      pool: { kind: 'dice', count: 5 },
      difficulty: 7,
      bonus: 2,
      penalties: [1],
      exert: false,
    });
    expect(parsed('dex + 2')).toEqual({
      pool: { kind: 'traits', attribute: { id: 'dexterity', position: 0 } },
      ...plain,
      bonus: 2,
    });
    expect(parsed('dex-1').penalties).toEqual([1]);
  });

  it('`ex` is a keyword only before the label, and only once', () => {
    expect(parsed('5 sneaking ex')).toEqual({ pool: { kind: 'dice', count: 5 }, ...plain, label: 'sneaking ex' });
    expect(parsed('5 ex ex-girlfriend')).toMatchObject({ exert: true, label: 'ex-girlfriend' });
    expect(parsed('5 ex ex')).toMatchObject({ exert: true, label: 'ex' });
    expect(parsed('5 exalted')).toMatchObject({ exert: false, label: 'exalted' });
  });

  it('a label is free text from its first word to the end, trimmed at the end only', () => {
    expect(parsed('3 7 goblins +2   ').label).toBe('7 goblins +2');
    expect(parsed('3 - a note').label).toBe('- a note');
    expect(parsed('3\tsneak\n').label).toBe('sneak');
  });
});

describe('parseRoll: issues name the code, the position, what was expected and what was found', () => {
  const cases: [string, string, number, string][] = [
    ['', 'empty_expression', 0, ''],
    ['   ', 'empty_expression', 0, ''],
    ['#5', 'expected_pool', 0, '#5'],
    ['4d6', 'expected_pool', 0, '4d6'],
    [' 0', 'pool_out_of_range', 1, '0'],
    ['50', 'pool_out_of_range', 0, '50'],
    ['str+athletics', 'unknown_attribute', 0, 'str'],
    ['dex+', 'expected_ability', 4, ''],
    ['dex + @7', 'expected_ability', 6, '@7'],
    ['dex+per', 'attribute_as_ability', 4, 'per'],
    ['4@', 'expected_difficulty', 2, ''],
    ['4 @ home', 'expected_difficulty', 4, 'home'],
    ['4@8x', 'expected_difficulty', 2, '8x'],
    ['4@1', 'difficulty_out_of_range', 2, '1'],
    ['4@16', 'difficulty_out_of_range', 2, '16'],
    ['4@7 @8', 'duplicate_difficulty', 4, '@8'],
    ['5 +0', 'modifier_out_of_range', 2, '+0'],
    ['5 -21', 'modifier_out_of_range', 2, '-21'],
    ['5 +2x', 'expected_modifier', 2, '+2x'],
    ['5+', 'expected_modifier', 1, '+'],
    ['5 +stealth', 'unexpected_ability', 3, 'stealth'],
    ['body+athletics', 'unexpected_ability', 5, 'athletics'],
    ['dex+athletics+stealth', 'unexpected_ability', 14, 'stealth'],
    ['dex@7 +athletics', 'unexpected_ability', 7, 'athletics'],
  ];
  it.each(cases)('%j → %s at %i', (text, code, position, received) => {
    const issue = firstIssue(text);
    expect(issue).toMatchObject({ code, position, received });
    expect(issue.expected).toEqual(expect.any(String));
    expect(issue.expected!.length).toBeGreaterThan(0);
  });

  it('range issues carry their limits', () => {
    expect(firstIssue('50')).toMatchObject({ min: 1, max: 49 });
    expect(firstIssue('4@16')).toMatchObject({ min: 2, max: 15 });
    expect(firstIssue('5 -21')).toMatchObject({ min: 1, max: 20 });
  });

  it('the limits themselves are accepted', () => {
    expect(parsed('1@2 +1 -20').pool).toEqual({ kind: 'dice', count: 1 });
    expect(parsed('49@15 +20').difficulty).toBe(15);
  });
});

const grammarish = fc.constantFrom(
  '5',
  '49',
  '0',
  '7',
  '12',
  'dex',
  'DEX',
  'per',
  'Perception',
  'body',
  'mind',
  'init',
  'athletics',
  'alert',
  'skating',
  'basket-weaving',
  '+',
  '-',
  '@',
  ' ',
  '  ',
  '\t',
  'ex',
  'exert',
  'label',
  '#',
  'é',
  '😀',
  '\u00a0',
);

describe('parseRoll: properties', () => {
  function checkShape(text: string) {
    const result = parseRoll(text);
    if (result.ok) return result;
    expect(result.issues.length).toBeGreaterThan(0);
    for (const issue of result.issues) {
      expect(issue.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(issue.position).toBeGreaterThanOrEqual(0);
      expect(issue.position).toBeLessThanOrEqual(text.length);
      expect(typeof issue.expected).toBe('string');
      expect(typeof issue.received).toBe('string');
    }
    return result;
  }

  it('never throws on any string and keeps every issue position inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => void checkShape(text)),
      { numRuns: 1000 },
    );
  });

  it('never throws on near-grammar strings, and what parses has a pool and whole-number modifiers', () => {
    fc.assert(
      fc.property(fc.string({ unit: grammarish, maxLength: 12 }), (text) => {
        const result = checkShape(text);
        if (!result.ok) return;
        const { value } = result;
        expect(['dice', 'traits', 'special']).toContain(value.pool.kind);
        expect(Number.isInteger(value.bonus)).toBe(true);
        value.penalties.forEach((p) => expect(p).toBeGreaterThanOrEqual(1));
        if (value.label !== undefined) expect(value.label).toBe(value.label.trim());
      }),
      { numRuns: 3000 },
    );
  });

  it('the received text of an issue is found in the input at its position', () => {
    fc.assert(
      fc.property(fc.string({ unit: grammarish, maxLength: 10 }), (text) => {
        const result = parseRoll(text);
        if (result.ok) return;
        for (const issue of result.issues) expect(text.startsWith(issue.received!, issue.position)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseRoll: what a roll is for, and implied specialties', () => {
  it('reads attack/atk, defend/def, dodge, gift and implied before the label, once each', () => {
    expect(parsed('dex+knives attack')).toMatchObject({ purpose: 'attack' });
    expect(parsed('dex+knives ATK ex stab')).toMatchObject({ purpose: 'attack', exert: true, label: 'stab' });
    expect(parsed('5 def')).toMatchObject({ purpose: 'defend' });
    expect(parsed('5 dodge')).toMatchObject({ purpose: 'dodge' });
    expect(parsed('5 gift')).toMatchObject({ purpose: 'gift_activation' });
    expect(parsed('dex+knives implied')).toMatchObject({ implied: true });
    expect(parsed('5 attack dodge')).toMatchObject({ purpose: 'attack', label: 'dodge' });
    expect(parsed('5 attacker')).toMatchObject({ label: 'attacker' });
    expect(parsed('5 attacker').purpose).toBeUndefined();
  });
});
