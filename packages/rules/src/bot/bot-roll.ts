import { MIN_DIFFICULTY } from '../dice/score.js';
import { resolveRoll } from '../dice/pool.js';
import { NOTATION_DIFFICULTY_RANGE, POOL_COUNT_RANGE } from '../notation/roll-expression.js';

/** How many generic dice one `NdM` roll may throw. */
export const GENERIC_COUNT_RANGE = { min: 1, max: 100 } as const;
/** How many sides a generic die may have. */
export const GENERIC_SIDES_RANGE = { min: 2, max: 500 } as const;
/** The Difficulty a chat roll may name: 4 at least, and past 9 each point costs a die (up to 15). */
export const BOT_DIFFICULTY_RANGE = { min: MIN_DIFFICULTY, max: NOTATION_DIFFICULTY_RANGE.max } as const;
/** The word that, right after the roll, declares exertion. */
export const EXERT_WORD = 'ex';

/** A chat roll as typed, understood: what to throw and the free text that goes with it. */
export type BotRoll =
  | { kind: 'help' }
  | { kind: 'pool'; pool: number; difficulty: number; exert: boolean; label?: string }
  | { kind: 'generic'; count: number; sides: number; label?: string }
  | { kind: 'flip'; call: 'high' | 'low'; label?: string }
  /** Not a plain roll: the text may be sheet notation (`dex+athletics@7`), read against a linked sheet. */
  | { kind: 'sheet'; text: string };

/** Why a chat roll cannot be thrown, as a code with the numbers the edge puts into words. */
export type BotRollRefusal =
  | { code: 'empty' }
  | { code: 'pool_out_of_range'; received: number; min: number; max: number }
  | { code: 'difficulty_too_low'; received: number; min: number }
  | { code: 'difficulty_too_high'; received: number; max: number }
  | { code: 'no_dice_left'; pool: number; difficulty: number; removed: number }
  | { code: 'generic_count_out_of_range'; received: number; min: number; max: number }
  | { code: 'generic_sides_out_of_range'; received: number; min: number; max: number };

/** A parse: the roll, or the refusal that stops it. */
export type BotRollParse = { ok: true; roll: BotRoll } | { ok: false; refusal: BotRollRefusal };

const POOL_WORD = /^(\d+)(?:@(\d+))?$/;
const GENERIC_WORD = /^(\d+)d(\d+)$/;
const FLIP_CALLS = { h: 'high', l: 'low' } as const;

function refuse(refusal: BotRollRefusal): BotRollParse {
  return { ok: false, refusal };
}

function labelOf(words: readonly string[]): { label?: string } {
  const label = words.join(' ');
  return label === '' ? {} : { label };
}

function poolRoll(match: RegExpExecArray, rest: readonly string[]): BotRollParse {
  const pool = Number(match[1]);
  const difficulty = match[2] === undefined ? 6 : Number(match[2]);
  if (pool < POOL_COUNT_RANGE.min || pool > POOL_COUNT_RANGE.max)
    return refuse({ code: 'pool_out_of_range', received: pool, ...POOL_COUNT_RANGE });
  if (difficulty < BOT_DIFFICULTY_RANGE.min)
    return refuse({ code: 'difficulty_too_low', received: difficulty, min: BOT_DIFFICULTY_RANGE.min });
  if (difficulty > BOT_DIFFICULTY_RANGE.max)
    return refuse({ code: 'difficulty_too_high', received: difficulty, max: BOT_DIFFICULTY_RANGE.max });
  const shaped = resolveRoll({ pool, difficulty });
  if (shaped.dice === 0) return refuse({ code: 'no_dice_left', pool, difficulty, removed: shaped.overflowRemoved });
  const exert = rest[0]?.toLowerCase() === EXERT_WORD;
  return { ok: true, roll: { kind: 'pool', pool, difficulty, exert, ...labelOf(exert ? rest.slice(1) : rest) } };
}

function genericRoll(match: RegExpExecArray, rest: readonly string[]): BotRollParse {
  const count = Number(match[1]);
  const sides = Number(match[2]);
  if (count < GENERIC_COUNT_RANGE.min || count > GENERIC_COUNT_RANGE.max)
    return refuse({ code: 'generic_count_out_of_range', received: count, ...GENERIC_COUNT_RANGE });
  if (sides < GENERIC_SIDES_RANGE.min || sides > GENERIC_SIDES_RANGE.max)
    return refuse({ code: 'generic_sides_out_of_range', received: sides, ...GENERIC_SIDES_RANGE });
  return { ok: true, roll: { kind: 'generic', count, sides, ...labelOf(rest) } };
}

/**
 * Reads the text of a chat `/roll` in the community bot's grammar: the first word is the roll (`help`, `N`, `N@D`,
 * `NdM`, `h`, `l`; any case); an `ex` right after a dice pool exerts; everything else is the label. Text whose
 * first word is none of these is handed on as a sheet roll.
 * @example parseBotRoll('5@7 ex sneaking')
 * // → { ok: true, roll: { kind: 'pool', pool: 5, difficulty: 7, exert: true, label: 'sneaking' } }
 */
export function parseBotRoll(text: string): BotRollParse {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const [first, ...rest] = words;
  if (first === undefined) return refuse({ code: 'empty' });
  const lower = first.toLowerCase();
  if (lower === 'help') return { ok: true, roll: { kind: 'help' } };
  const pool = POOL_WORD.exec(lower);
  if (pool) return poolRoll(pool, rest);
  const generic = GENERIC_WORD.exec(lower);
  if (generic) return genericRoll(generic, rest);
  if (lower === 'h' || lower === 'l')
    return { ok: true, roll: { kind: 'flip', call: FLIP_CALLS[lower], ...labelOf(rest) } };
  return { ok: true, roll: { kind: 'sheet', text: text.trim() } };
}
