import { cryptoRng, rollDice, scoreThrownDice, seededRng, type RollResult } from '@harbinger/rules';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import { describeIssue } from '../messages.js';
import { prepareRoll, type RollInput } from '../roll-input.js';
import { signed } from '../format.js';
import type { Command } from '../main.js';

const TIER_WORDS = {
  botch: 'a botch — something goes badly wrong',
  failure: 'a failure',
  partial: 'a partial success (or a success with a complication)',
  complete: 'a complete success',
  exceptional: 'an exceptional success',
} as const;

const usage = `Usage: harbinger roll <expression> [options]

Rolls a pool of d10s and counts the Outcome. The expression can be one argument or several words:
  7                              seven dice at Difficulty 6
  4@8                            four dice at Difficulty 8
  5 ex                           exert: +1 Outcome, Penalty ignored
  5@7 ex sneaking past the guard trailing words are a label
  dex+athletics@7 +2             traits from --sheet, +2 dice bonus (-N for a dice penalty)

Options:
  --penalty N       the Contractor's Penalty (dice removed, never below 2 dice)
  --bonus N         a dice bonus (bonuses do not stack: the largest counts)
  --no-ability      no rank in the Ability: +1 Difficulty
  --rank6           the Ability is at rank 6: the Outcome is never below 0
  --exert           same as writing "ex"
  --pool-floor-1    house rule: penalties may go down to 1 die
  --dice 7,5,2      score dice you threw by hand instead of rolling (count must match the final pool)
  --seed S          roll from a seeded generator (same seed, same dice)
  --sheet FILE      a Contractor (same JSON as \`harbinger derive\`) for trait rolls
  --json            print one JSON object: pool, difficulty, dice, outcome, result`;

/** `harbinger roll`: roll (or score) a pool and show each die, the Outcome and the tier. */
export const rollCommand: Command = {
  name: 'roll',
  summary: 'roll a pool (or score dice you threw) and name the result',
  usage,
  async run(argv, io) {
    const prepared = await prepareRoll({
      command: 'roll',
      argv,
      io,
      usage,
      extraSpecs: { dice: 'text', seed: 'text' },
    });
    if ('exitCode' in prepared) return prepared.exitCode;
    const { args, input } = prepared;

    const thrown = args.texts.get('dice');
    let result: RollResult;
    if (thrown !== undefined) {
      const faces = thrown.split(/[\s,]+/).filter(Boolean);
      if (faces.some((f) => !/^\d+$/.test(f)))
        return badInput(io, `--dice takes faces 0–10 separated by commas, e.g. --dice 7,5,2`);
      const scored = scoreThrownDice(input.options, faces.map(Number));
      if (!scored.ok) return badInput(io, scored.issues.map(describeIssue).join('\n'));
      result = scored.value;
    } else {
      const seed = args.texts.get('seed');
      result = rollDice(input.options, seed === undefined ? cryptoRng : seededRng(seed));
    }

    if (args.flags.has('json')) {
      io.out(
        JSON.stringify({
          pool: result.dice,
          difficulty: result.difficulty,
          dice: result.faces,
          outcome: result.outcome,
          result: result.tier,
        }),
      );
    } else {
      io.out(describeRoll(input, result));
    }
    return EXIT_OK;
  },
};

/** The human account of a roll: what was thrown, each die's part, the Outcome and its band. */
export function describeRoll(input: RollInput, result: RollResult): string {
  const lines = [`${input.description}${input.label ? ` — ${input.label}` : ''}`];
  lines.push(...adjustments(result));
  if (result.dice === 0) {
    lines.push('No dice left to throw: the Outcome is automatically 0.');
  } else {
    lines.push(
      `Dice at Difficulty ${result.difficulty}: ${result.faces.map((f, i) => `${f}(${signed(result.scores[i]!)})`).join(' ')}`,
    );
    const extras = [result.rank6 ? 'rank 6: not below 0' : '', result.exert ? 'exerted: +1' : ''].filter(Boolean);
    if (extras.length > 0) lines.push(`Outcome modifiers: ${extras.join(', ')}`);
  }
  lines.push(`Outcome ${result.outcome}: ${TIER_WORDS[result.tier]}.`);
  return lines.join('\n');
}

/** Lines explaining how bonuses, penalties and the Difficulty cap changed the pool. */
export function adjustments(result: {
  bonus: number;
  penaltyApplied: number;
  overflowRemoved: number;
  rawDifficulty: number;
  difficulty: number;
  dice: number;
}): string[] {
  const lines: string[] = [];
  if (result.bonus > 0) lines.push(`Bonus: +${result.bonus} dice (only the largest bonus counts)`);
  if (result.penaltyApplied > 0) lines.push(`Penalties: -${result.penaltyApplied} dice (never below the floor)`);
  if (result.rawDifficulty !== result.difficulty) {
    lines.push(
      result.overflowRemoved > 0 || result.rawDifficulty > result.difficulty
        ? `Difficulty ${result.rawDifficulty} is capped at 9: ${result.overflowRemoved} dice removed instead`
        : `Difficulty ${result.rawDifficulty} is raised to the minimum of 4`,
    );
  }
  lines.push(`Throwing ${result.dice} ${result.dice === 1 ? 'die' : 'dice'}.`);
  return lines;
}

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger roll: ${message}`);
  return EXIT_BAD_INPUT;
}
