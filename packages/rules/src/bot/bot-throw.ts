import { outcomeOf } from '../dice/outcome.js';
import { rollDice, rollDie, type RollResult } from '../dice/roll.js';
import { uniformInt, type Rng } from '../dice/rng.js';
import { DEFAULT_DIFFICULTY, type DieFace } from '../dice/score.js';
import { resultTier, type ResultTier } from '../dice/tiers.js';
import type { BotRoll } from './bot-roll.js';

/** The faces a high call wins on (6–10); a low call wins on 1–5. */
export const HIGH_FACES = { min: 6, max: 10 } as const;

/** A thrown chat roll: the dice as they fell, plus what each kind of roll reports. */
export type BotThrow =
  | {
      kind: 'pool';
      /** The dice engine's result: faces in throw order, Outcome, tier, dice removed by overflow. */
      result: RollResult;
      /** The same faces, highest first, as chat shows them. */
      sorted: DieFace[];
      label?: string;
    }
  | {
      kind: 'generic';
      count: number;
      sides: number;
      /** Highest first. */
      sorted: number[];
      total: number;
      /** For d10s only: the Contract Outcome these faces give at Difficulty 6, and its tier. */
      contract: { outcome: number; tier: ResultTier } | null;
      label?: string;
    }
  | { kind: 'flip'; call: 'high' | 'low'; face: DieFace; won: boolean; label?: string };

const highestFirst = (a: number, b: number) => b - a;

function withLabel(label: string | undefined): { label?: string } {
  return label === undefined ? {} : { label };
}

/**
 * Throws a parsed chat roll with the given source: a pool through the dice engine (overflow and exertion included),
 * generic dice uniformly over their sides, a flip as one d10.
 * @example throwBotRoll({ kind: 'pool', pool: 5, difficulty: 7, exert: false }, seededRng(1))
 */
export function throwBotRoll(roll: Exclude<BotRoll, { kind: 'help' | 'sheet' }>, rng: Rng): BotThrow {
  switch (roll.kind) {
    case 'pool': {
      const result = rollDice({ pool: roll.pool, difficulty: roll.difficulty, exert: roll.exert }, rng);
      return { kind: 'pool', result, sorted: [...result.faces].sort(highestFirst), ...withLabel(roll.label) };
    }
    case 'generic': {
      const faces = Array.from({ length: roll.count }, () => uniformInt(rng, roll.sides) + 1);
      const contract = roll.sides === 10 ? contractOutcome(faces as DieFace[]) : null;
      const total = faces.reduce((sum, face) => sum + face, 0);
      const sorted = faces.sort(highestFirst);
      return {
        kind: 'generic',
        count: roll.count,
        sides: roll.sides,
        sorted,
        total,
        contract,
        ...withLabel(roll.label),
      };
    }
    case 'flip': {
      const face = rollDie(rng);
      const high = face >= HIGH_FACES.min;
      return { kind: 'flip', call: roll.call, face, won: high === (roll.call === 'high'), ...withLabel(roll.label) };
    }
  }
}

function contractOutcome(faces: readonly DieFace[]): { outcome: number; tier: ResultTier } {
  const outcome = outcomeOf(faces, { dice: faces.length, difficulty: DEFAULT_DIFFICULTY, exert: false, rank6: false });
  return { outcome, tier: resultTier(outcome) };
}
