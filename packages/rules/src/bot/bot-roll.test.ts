import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBotRoll, type BotRoll, type BotRollRefusal } from './index.js';

function roll(text: string): BotRoll {
  const parsed = parseBotRoll(text);
  if (!parsed.ok) throw new Error(`${text}: ${JSON.stringify(parsed.refusal)}`);
  return parsed.roll;
}

function refusal(text: string): BotRollRefusal {
  const parsed = parseBotRoll(text);
  if (parsed.ok) throw new Error(`${text} parsed as ${JSON.stringify(parsed.roll)}, a refusal was expected`);
  return parsed.refusal;
}

describe('parseBotRoll: the community grammar', () => {
  it('`help` asks for help, in any case', () => {
    expect(roll('help')).toEqual({ kind: 'help' });
    expect(roll('  HELP ')).toEqual({ kind: 'help' });
  });

  it('`N` is N dice at Difficulty 6', () => {
    expect(roll('3')).toEqual({ kind: 'pool', pool: 3, difficulty: 6, exert: false });
  });

  it('`N@D` names the Difficulty', () => {
    expect(roll('4@8')).toEqual({ kind: 'pool', pool: 4, difficulty: 8, exert: false });
  });

  it('`N ex` exerts, in any case', () => {
    expect(roll('5 ex')).toEqual({ kind: 'pool', pool: 5, difficulty: 6, exert: true });
    expect(roll('5 EX')).toEqual({ kind: 'pool', pool: 5, difficulty: 6, exert: true });
  });

  it('`N ex label…` exerts and keeps the rest as the label', () => {
    expect(roll('5 ex to sneak past the guard')).toEqual({
      kind: 'pool',
      pool: 5,
      difficulty: 6,
      exert: true,
      label: 'to sneak past the guard',
    });
  });

  it('`N label…` keeps every word after the roll, `ex` later on included', () => {
    expect(roll('5 Shaggy initiative')).toEqual({
      kind: 'pool',
      pool: 5,
      difficulty: 6,
      exert: false,
      label: 'Shaggy initiative',
    });
    expect(roll('5 climb ex wall')).toMatchObject({ exert: false, label: 'climb ex wall' });
  });

  it('`N@D ex label…` combines all three', () => {
    expect(roll('6@9 ex kick the door')).toEqual({
      kind: 'pool',
      pool: 6,
      difficulty: 9,
      exert: true,
      label: 'kick the door',
    });
  });

  it('`NdM` throws generic dice, with an optional label', () => {
    expect(roll('4d6')).toEqual({ kind: 'generic', count: 4, sides: 6 });
    expect(roll('2D10 loot')).toEqual({ kind: 'generic', count: 2, sides: 10, label: 'loot' });
  });

  it('`h` and `l` call a flip, in any case', () => {
    expect(roll('h')).toEqual({ kind: 'flip', call: 'high' });
    expect(roll('L who goes first')).toEqual({ kind: 'flip', call: 'low', label: 'who goes first' });
  });

  it('anything else is handed on as a sheet roll, trimmed', () => {
    expect(roll(' dex+athletics@7 ')).toEqual({ kind: 'sheet', text: 'dex+athletics@7' });
    expect(roll('brawn+brawl attack')).toEqual({ kind: 'sheet', text: 'brawn+brawl attack' });
    expect(roll('5@x')).toEqual({ kind: 'sheet', text: '5@x' });
  });
});

describe('parseBotRoll: limits', () => {
  it('refuses empty text', () => {
    expect(refusal('   ')).toEqual({ code: 'empty' });
  });

  it('pools run from 1 to 49 dice', () => {
    expect(roll('1')).toMatchObject({ pool: 1 });
    expect(roll('49')).toMatchObject({ pool: 49 });
    expect(refusal('0')).toEqual({ code: 'pool_out_of_range', received: 0, min: 1, max: 49 });
    expect(refusal('50@6')).toEqual({ code: 'pool_out_of_range', received: 50, min: 1, max: 49 });
  });

  it('a Difficulty below 4 is refused', () => {
    expect(roll('5@4')).toMatchObject({ difficulty: 4 });
    expect(refusal('5@3')).toEqual({ code: 'difficulty_too_low', received: 3, min: 4 });
  });

  it('a Difficulty above 15 is refused; 10–15 are kept as typed for the dice engine to trade for dice', () => {
    expect(roll('7@15')).toMatchObject({ pool: 7, difficulty: 15 });
    expect(refusal('20@16')).toEqual({ code: 'difficulty_too_high', received: 16, max: 15 });
  });

  it('a roll the overflow leaves with no dice is refused with the count removed', () => {
    expect(refusal('3@12')).toEqual({ code: 'no_dice_left', pool: 3, difficulty: 12, removed: 3 });
    expect(roll('4@12')).toMatchObject({ pool: 4, difficulty: 12 });
  });

  it('generic dice: 1–100 of them, 2–500 sides', () => {
    expect(roll('100d500')).toMatchObject({ count: 100, sides: 500 });
    expect(refusal('0d6')).toEqual({ code: 'generic_count_out_of_range', received: 0, min: 1, max: 100 });
    expect(refusal('101d6')).toEqual({ code: 'generic_count_out_of_range', received: 101, min: 1, max: 100 });
    expect(refusal('1d1')).toEqual({ code: 'generic_sides_out_of_range', received: 1, min: 2, max: 500 });
    expect(refusal('1d501')).toEqual({ code: 'generic_sides_out_of_range', received: 501, min: 2, max: 500 });
  });
});

describe('parseBotRoll: properties', () => {
  const label = fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 5 });

  it('every pool and Difficulty in range parses back to itself, refused exactly when no die is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 49 }),
        fc.integer({ min: 4, max: 15 }),
        fc.boolean(),
        label,
        (n, d, ex, words) => {
          const text = [`${n}@${d}`, ...(ex ? ['ex'] : []), ...words].join(' ');
          const parsed = parseBotRoll(text);
          const left = n - Math.max(0, d - 9);
          if (left <= 0) {
            expect(parsed).toEqual({
              ok: false,
              refusal: { code: 'no_dice_left', pool: n, difficulty: d, removed: n },
            });
            return;
          }
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          // a label whose first word is `ex` reads as exertion: the grammar looks only at the second word
          const exert = ex || words[0] === 'ex';
          const labelWords = ex || !exert ? words : words.slice(1);
          expect(parsed.roll).toEqual({
            kind: 'pool',
            pool: n,
            difficulty: d,
            exert,
            ...(labelWords.length > 0 ? { label: labelWords.join(' ') } : {}),
          });
        },
      ),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseBotRoll(text)).not.toThrow();
      }),
    );
  });
});
