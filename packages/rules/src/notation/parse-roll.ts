import { findAttribute } from '../character/traits.js';
import type { NotationIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { ROLL_PURPOSES } from '../dice/pool.js';
import {
  IMPLIED_WORD,
  MODIFIER_RANGE,
  PURPOSE_WORDS,
  NOTATION_DIFFICULTY_RANGE,
  POOL_COUNT_RANGE,
  SPECIAL_ROLL_IDS,
  specialRolls,
  type PoolTerm,
  type RollExpression,
} from './roll-expression.js';
import { TextScanner } from './text-scanner.js';

type NotationIssue = Issue<NotationIssueCode>;

const POOL_WORDS = 'a number of dice (1–49), an Attribute such as dex or dex+athletics, body, mind or init';

interface IssueInput {
  code: NotationIssueCode;
  path: string[];
  position: number;
  expected: string;
  received: string;
  range?: { min: number; max: number };
}

function issue({ code, path, position, expected, received, range }: IssueInput): NotationIssue {
  return { code, path, position, expected, received, ...(range ? { min: range.min, max: range.max } : {}) };
}

interface PoolParse {
  term: PoolTerm;
  /** Index just after the pool term. */
  end: number;
}

function parseDiceCount(s: TextScanner, start: number): Result<PoolParse, NotationIssue> {
  const end = s.digitsEnd(start);
  if (!s.isBoundary(end)) {
    return fail(
      issue({
        code: 'expected_pool',
        path: ['pool'],
        position: start,
        expected: POOL_WORDS,
        received: s.wordAt(start),
      }),
    );
  }
  const digits = s.text.slice(start, end);
  const count = Number(digits);
  if (count < POOL_COUNT_RANGE.min || count > POOL_COUNT_RANGE.max) {
    const expected = `between ${POOL_COUNT_RANGE.min} and ${POOL_COUNT_RANGE.max} dice`;
    return fail(
      issue({
        code: 'pool_out_of_range',
        path: ['pool'],
        position: start,
        expected,
        received: digits,
        range: POOL_COUNT_RANGE,
      }),
    );
  }
  return ok({ term: { kind: 'dice', count }, end });
}

function parseNamedPool(s: TextScanner, start: number): Result<PoolParse, NotationIssue> {
  const end = s.nameEnd(start);
  const word = s.text.slice(start, end);
  const lower = word.toLowerCase();
  const special = SPECIAL_ROLL_IDS.find((id) => (specialRolls[id].words as readonly string[]).includes(lower));
  if (special) return ok({ term: { kind: 'special', which: special }, end });

  const id = findAttribute(word);
  if (!id) {
    return fail(
      issue({
        code: 'unknown_attribute',
        path: ['pool', 'attribute'],
        position: start,
        expected: POOL_WORDS,
        received: word,
      }),
    );
  }
  const attribute = { id, position: start };
  const plus = s.skipSpace(end);
  if (s.text.charAt(plus) !== '+') return ok({ term: { kind: 'traits', attribute }, end });
  const at = s.skipSpace(plus + 1);
  // `dex +2` is the Attribute alone with a bonus; the modifier loop reads it.
  if (s.isDigit(at)) return ok({ term: { kind: 'traits', attribute }, end });
  if (!s.isLetter(at)) {
    const expected = 'an Ability after the +, such as athletics';
    return fail(
      issue({ code: 'expected_ability', path: ['pool', 'ability'], position: at, expected, received: s.wordAt(at) }),
    );
  }
  const abilityEnd = s.nameEnd(at);
  const abilityWord = s.text.slice(at, abilityEnd);
  if (findAttribute(abilityWord)) {
    // Only initiative adds two Attributes, and it has its own word.
    const expected = 'an Ability; two Attributes together are rolled only as init';
    return fail(
      issue({ code: 'attribute_as_ability', path: ['pool', 'ability'], position: at, expected, received: abilityWord }),
    );
  }
  return ok({ term: { kind: 'traits', attribute, ability: { word: abilityWord, position: at } }, end: abilityEnd });
}

function parsePool(s: TextScanner, start: number): Result<PoolParse, NotationIssue> {
  if (s.isDigit(start)) return parseDiceCount(s, start);
  if (s.isLetter(start)) return parseNamedPool(s, start);
  return fail(
    issue({ code: 'expected_pool', path: ['pool'], position: start, expected: POOL_WORDS, received: s.wordAt(start) }),
  );
}

/** Reads the number after an `@` at index `atSign`. */
function parseDifficulty(s: TextScanner, atSign: number): Result<{ difficulty: number; end: number }, NotationIssue> {
  const at = s.skipSpace(atSign + 1);
  const end = s.digitsEnd(at);
  const range = NOTATION_DIFFICULTY_RANGE;
  if (end === at || !s.isBoundary(end)) {
    const expected = `a Difficulty from ${range.min} to ${range.max} after @`;
    return fail(
      issue({ code: 'expected_difficulty', path: ['difficulty'], position: at, expected, received: s.wordAt(at) }),
    );
  }
  const digits = s.text.slice(at, end);
  const difficulty = Number(digits);
  if (difficulty < range.min || difficulty > range.max) {
    const expected = `a Difficulty from ${range.min} to ${range.max}`;
    return fail(
      issue({ code: 'difficulty_out_of_range', path: ['difficulty'], position: at, expected, received: digits, range }),
    );
  }
  return ok({ difficulty, end });
}

/** Reads `+N` or `-N` whose sign is at `sign` and whose digits start at `digitsAt`. */
function parseModifier(
  s: TextScanner,
  sign: number,
  digitsAt: number,
): Result<{ value: number; end: number }, NotationIssue> {
  const end = s.digitsEnd(digitsAt);
  if (!s.isBoundary(end)) {
    const expected = 'a dice modifier such as +2 or -1';
    return fail(
      issue({
        code: 'expected_modifier',
        path: ['modifiers'],
        position: sign,
        expected,
        received: s.text.slice(sign, s.wordEnd(digitsAt)),
      }),
    );
  }
  const value = Number(s.text.slice(digitsAt, end));
  if (value < MODIFIER_RANGE.min || value > MODIFIER_RANGE.max) {
    const expected = `a modifier from ${MODIFIER_RANGE.min} to ${MODIFIER_RANGE.max} dice`;
    const received = s.text.slice(sign, end);
    return fail(
      issue({
        code: 'modifier_out_of_range',
        path: ['modifiers'],
        position: sign,
        expected,
        received,
        range: MODIFIER_RANGE,
      }),
    );
  }
  return ok({ value, end });
}

function misplacedAbility(s: TextScanner, pool: PoolTerm, at: number): NotationIssue {
  const expected =
    pool.kind !== 'traits'
      ? 'no Ability: a dice count, body, mind and init stand alone'
      : pool.ability
        ? 'a single Ability'
        : 'the Ability right after the Attribute, before @ and modifiers';
  return issue({
    code: 'unexpected_ability',
    path: ['pool', 'ability'],
    position: at,
    expected,
    received: s.text.slice(at, s.nameEnd(at)),
  });
}

/**
 * Parses a roll command: a pool (`7`, `dex+athletics`, `body`, `init`), then in any order an `@Difficulty`,
 * `+N` / `-N` dice modifiers, `ex`, what the roll is for (`attack`, `defend`, `dodge`, `gift`) and `implied`, then
 * an optional free-text label. Case and spacing around `+` and `@`
 * do not matter. Never throws: a malformed command comes back as one positioned issue.
 * @example parseRoll('dex+athletics@7 +2 ex climb the wall')
 */
export function parseRoll(text: string): Result<RollExpression, NotationIssue> {
  const s = new TextScanner(text);
  const start = s.skipSpace(0);
  if (start >= s.length) {
    return fail(issue({ code: 'empty_expression', path: [], position: 0, expected: POOL_WORDS, received: '' }));
  }
  const pool = parsePool(s, start);
  if (!pool.ok) return pool;

  const expr: RollExpression = { pool: pool.value.term, bonus: 0, penalties: [], exert: false };
  let cursor = pool.value.end;
  for (;;) {
    const i = s.skipSpace(cursor);
    if (i >= s.length) break;
    const c = s.text.charAt(i);
    if (c === '@') {
      if (expr.difficulty !== undefined) {
        return fail(
          issue({
            code: 'duplicate_difficulty',
            path: ['difficulty'],
            position: i,
            expected: 'a single @Difficulty',
            received: s.wordAt(i),
          }),
        );
      }
      const parsed = parseDifficulty(s, i);
      if (!parsed.ok) return parsed;
      expr.difficulty = parsed.value.difficulty;
      cursor = parsed.value.end;
      continue;
    }
    if (c === '+' || c === '-') {
      const at = s.skipSpace(i + 1);
      if (s.isDigit(at)) {
        const parsed = parseModifier(s, i, at);
        if (!parsed.ok) return parsed;
        if (c === '+') expr.bonus = Math.max(expr.bonus, parsed.value.value);
        else expr.penalties.push(parsed.value.value);
        cursor = parsed.value.end;
        continue;
      }
      if (c === '+' && s.isLetter(at)) return fail(misplacedAbility(s, expr.pool, at));
      if (i === cursor) {
        // A sign glued to the previous item is not the start of a label.
        return fail(
          issue({
            code: 'expected_modifier',
            path: ['modifiers'],
            position: i,
            expected: 'a dice modifier such as +2 or -1',
            received: s.wordAt(i),
          }),
        );
      }
    } else if (s.isLetter(i)) {
      const end = s.nameEnd(i);
      const word = s.text.slice(i, end).toLowerCase();
      if (!expr.exert && (word === 'ex' || word === 'exert')) {
        expr.exert = true;
        cursor = end;
        continue;
      }
      const purpose = ROLL_PURPOSES.find((id) => (PURPOSE_WORDS[id] as readonly string[]).includes(word));
      if (expr.purpose === undefined && purpose !== undefined) {
        expr.purpose = purpose;
        cursor = end;
        continue;
      }
      if (expr.implied === undefined && word === IMPLIED_WORD) {
        expr.implied = true;
        cursor = end;
        continue;
      }
    }
    expr.label = s.text.slice(i).trimEnd();
    break;
  }
  return ok(expr);
}
