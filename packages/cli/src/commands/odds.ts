import {
  contestedDistribution,
  formatFraction,
  fractionToNumber,
  meanOutcome,
  outcomeDistribution,
  RESULT_TIERS,
  tierProbabilities,
  type Fraction,
  type ResultTier,
} from '@harbinger/rules';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import { buildRollInput, prepareRoll } from '../roll-input.js';
import { bar, percent, table } from '../format.js';
import { adjustments } from './roll.js';
import type { Command } from '../main.js';

const usage = `Usage: harbinger odds <expression> [options] [--vs <expression>]

Shows the exact chance of every Outcome of a roll (exact fractions, no sampling).
The expression is written as for \`harbinger roll\` (e.g. 6, 4@8, 5 ex, dex+athletics@7).

Options:
  --vs EXPR         a contested roll against this defender's roll: shows the Contested Outcome
                    (never below 0; ties go to the defender) and the initiator's chance of success
  --penalty N, --bonus N, --no-ability, --rank6, --exert, --pool-floor-1, --sheet FILE
                    as for \`harbinger roll\` (they shape the initiator's roll)
  --json            print one JSON object with exact fractions ("num/den")`;

interface Entry {
  outcome: number;
  probability: Fraction;
}

/** `harbinger odds`: the exact Outcome distribution of a roll, or of a contested roll with --vs. */
export const oddsCommand: Command = {
  name: 'odds',
  summary: 'exact odds of every Outcome, with a bar chart (--vs for contests)',
  usage,
  async run(argv, io) {
    const prepared = await prepareRoll({ command: 'odds', argv, io, usage, extraSpecs: { vs: 'text' } });
    if ('exitCode' in prepared) return prepared.exitCode;
    const { args, input } = prepared;

    const vs = args.texts.get('vs');
    const noFlags = { ...args, flags: new Set<string>(), integers: new Map<string, number>() };
    const defender = vs === undefined ? undefined : buildRollInput(vs, noFlags, undefined);
    if (defender && !defender.ok) return badInput(io, `in --vs: ${defender.message}`);

    const own = outcomeDistribution(input.options);
    const contest = defender?.ok ? contestedDistribution(input.options, defender.value.options) : undefined;
    const entries: Entry[] = contest ? contest.entries : own.entries;
    const tiers = tierProbabilities({ entries });
    const mean = meanOutcome({ entries });

    if (args.flags.has('json')) {
      io.out(
        JSON.stringify({
          pool: own.roll.dice,
          difficulty: own.roll.difficulty,
          distribution: entries.map((e) => ({ outcome: e.outcome, probability: formatFraction(e.probability) })),
          tiers: Object.fromEntries(RESULT_TIERS.map((t) => [t, formatFraction(tiers[t])])),
          mean: formatFraction(mean),
          ...(contest ? { success: formatFraction(contest.success) } : {}),
        }),
      );
      return EXIT_OK;
    }

    const lines = [`${input.description}${input.label ? ` — ${input.label}` : ''}`, ...adjustments(own.roll)];
    if (contest && defender?.ok) {
      lines.push(
        `Against: ${defender.value.description} (${contest.defender.roll.dice} dice at Difficulty ${contest.defender.roll.difficulty})`,
      );
      lines.push('', 'Contested Outcome (initiator minus defender, never below 0):');
    } else {
      lines.push('');
    }
    lines.push(
      distributionTable(entries),
      '',
      tierTable(tiers),
      '',
      `Mean Outcome: ${fractionToNumber(mean).toFixed(3)} (${formatFraction(mean)})`,
    );
    if (contest)
      lines.push(
        `Chance the initiator succeeds (Contested Outcome above 0): ${percent(fractionToNumber(contest.success))} (${formatFraction(contest.success)})`,
      );
    io.out(lines.join('\n'));
    return EXIT_OK;
  },
};

function distributionTable(entries: readonly Entry[]): string {
  const highest = Math.max(...entries.map((e) => fractionToNumber(e.probability)));
  const rows = [
    ['Outcome', 'Chance', 'Exactly', ''],
    ...entries.map((e) => {
      const p = fractionToNumber(e.probability);
      return [String(e.outcome), percent(p), formatFraction(e.probability), bar(highest > 0 ? p / highest : 0, 32)];
    }),
  ];
  return table(rows);
}

const TIER_LABELS: Record<ResultTier, string> = {
  botch: 'Botch (below 0)',
  failure: 'Failure (0)',
  partial: 'Partial (1–3)',
  complete: 'Complete (4–5)',
  exceptional: 'Exceptional (6+)',
};

function tierTable(tiers: Record<ResultTier, Fraction>): string {
  return table([
    ['Result', 'Chance'],
    ...RESULT_TIERS.map((t) => [TIER_LABELS[t], percent(fractionToNumber(tiers[t]))]),
  ]);
}

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger odds: ${message}`);
  return EXIT_BAD_INPUT;
}
