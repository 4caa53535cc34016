import { parseRoll, resolveRollExpression, type Issue, type RollOptions, type TraitRatings } from '@harbinger/rules';
import { isUsageError, parseArgs, type OptionSpecs, type ParsedArgs } from './args.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from './io.js';
import { describeIssue, pointAt, type CliIssueCode } from './messages.js';
import { loadSheet } from './sheet.js';

/** The options shared by `roll` and `odds`. */
export const ROLL_OPTION_SPECS = {
  penalty: 'integer',
  bonus: 'integer',
  'no-ability': 'flag',
  rank6: 'flag',
  exert: 'flag',
  'pool-floor-1': 'flag',
  sheet: 'text',
  json: 'flag',
} as const;

/** What a Contractor's sheet contributes to a roll typed as traits (`dex+athletics@7`). */
export interface SheetContext {
  traits: TraitRatings;
  penalty: number;
  body: number;
  mind: number;
}

export interface RollInput {
  options: RollOptions;
  label?: string;
  description: string;
}

/** Reads a roll expression and the command-line flags into dice options, or a message for the player. */
export function buildRollInput(
  expression: string,
  args: ParsedArgs,
  sheet: SheetContext | undefined,
): { ok: true; value: RollInput } | { ok: false; message: string } {
  if (expression.trim() === '')
    return { ok: false, message: 'say what to roll, e.g. `5`, `4@8`, `5 ex` or `dex+athletics@7`' };
  const parsed = parseRoll(expression);
  if (!parsed.ok) return { ok: false, message: explainIssues(expression, parsed.issues) };
  const penalty = args.integers.get('penalty') ?? sheet?.penalty;
  if (penalty !== undefined && penalty < 0)
    return { ok: false, message: '--penalty counts dice removed, so it must be 0 or more' };
  const bonus = args.integers.get('bonus');
  if (bonus !== undefined && bonus < 0)
    return { ok: false, message: '--bonus must be 0 or more (use --penalty to remove dice)' };
  const resolved = resolveRollExpression(parsed.value, {
    ...(sheet ? { traits: sheet.traits, body: sheet.body, mind: sheet.mind } : {}),
    ...(penalty !== undefined ? { penalty } : {}),
  });
  if (!resolved.ok) return { ok: false, message: explainIssues(expression, resolved.issues) };
  const options: RollOptions = { ...resolved.value.options };
  if (bonus !== undefined) options.bonuses = [...(options.bonuses ?? []), bonus];
  if (args.flags.has('no-ability')) options.noAbility = true;
  if (args.flags.has('rank6')) options.rank6 = true;
  if (args.flags.has('exert')) options.exert = true;
  if (args.flags.has('pool-floor-1')) options.penaltyFloor = 1;
  return {
    ok: true,
    value: {
      options,
      description: resolved.value.description,
      ...(resolved.value.label ? { label: resolved.value.label } : {}),
    },
  };
}

function explainIssues(expression: string, issues: readonly Issue<CliIssueCode>[]): string {
  return issues
    .map((issue) => {
      const words = describeIssue(issue);
      return issue.position === undefined ? words : `${words}\n${pointAt(expression, issue.position)}`;
    })
    .join('\n');
}

/**
 * The common start of `roll` and `odds`: parse the arguments, answer --help, load --sheet and read the
 * expression. Returns the exit code when the command is already answered (help or bad input).
 */
export async function prepareRoll(options: {
  command: string;
  argv: readonly string[];
  io: CliIo;
  usage: string;
  extraSpecs: OptionSpecs;
}): Promise<{ exitCode: number } | { args: ParsedArgs; input: RollInput }> {
  const { command, argv, io, usage, extraSpecs } = options;
  const bad = (message: string) => {
    io.err(`harbinger ${command}: ${message}`);
    return { exitCode: EXIT_BAD_INPUT };
  };
  const args = parseArgs(argv, { ...ROLL_OPTION_SPECS, ...extraSpecs });
  if (isUsageError(args)) return bad(args.message);
  if (args.help) {
    io.out(usage);
    return { exitCode: EXIT_OK };
  }
  const sheet = await loadSheet(args.texts.get('sheet'), io);
  if (sheet && !sheet.ok) return bad(sheet.message);
  const input = buildRollInput(args.positionals.join(' '), args, sheet?.value);
  if (!input.ok) return bad(input.message);
  return { args, input: input.value };
}
