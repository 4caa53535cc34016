import { giftBalanceReport, giftCatalog, type GiftBalanceReport } from '@harbinger/rules';
import { isUsageError, parseArgs } from '../args.js';
import { table } from '../format.js';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from '../io.js';
import type { Command } from '../main.js';

const usage = `Usage: harbinger gifts report [--samples N] [--seed S] [--json]

Prints the Gift catalog's balance report: for every Effect, the Gift Costs of randomly sampled valid
Gifts and its exact cheapest valid Gift (at the lowest Status that may hold it); the Effects whose
cheapest Gift costs more than 1; the Enhancements no Newbie can ever pick; and any System Text
problem the samples show. It exits with code 1 when an Effect has no valid cost-1 Gift or a
System Text problem turns up, so it can guard a catalog change.

Options:
  --samples N   sampled specs per Effect (default 300; valid ones are counted)
  --seed S      the same seed draws the same samples (default 1)
  --json        print the report as one JSON object`;

const EXIT_FINDINGS = 1;
const BLOCK_WORDS = {
  effect_status: 'the Effect needs',
  enhancement_status: 'needs',
  no_type_or_style: 'fits no Gift Type and style of the Effect',
} as const;

/** The report as text: one table row per Effect, then the lists. */
export function formatGiftReport(report: GiftBalanceReport): string {
  const rows = report.effects.map((e) => [
    e.effectId,
    e.entryStatus,
    String(e.samples),
    e.costs.map((c) => `${c.cost}:${c.count}`).join(' '),
    e.cheapest ? String(e.cheapest.cost) : '—',
  ]);
  const lines = [
    `Gift catalog ${report.catalogVersion}: ${report.effects.length} Effects, ${report.samplesPerEffect} samples each, seed ${report.seed}`,
    '',
    table([['Effect', 'from', 'valid', 'cost:count', 'cheapest'], ...rows], { alignNumbers: false }),
    '',
    report.aboveCostOne.length === 0
      ? 'Every Effect has a valid Gift of cost 1.'
      : `Effects whose cheapest valid Gift costs more than 1: ${report.aboveCostOne
          .map((a) => `${a.effectId} (${a.cheapestCost ?? 'none'})`)
          .join(', ')}`,
    '',
    `Enhancements never usable at Newbie (${report.neverAtNewbie.length}):`,
    ...report.neverAtNewbie.map(
      (n) => `  ${n.effectId}/${n.enhancementId}: ${BLOCK_WORDS[n.reason]}${n.requires ? ` ${n.requires}` : ''}`,
    ),
    '',
    report.textProblems.length === 0
      ? 'No System Text problems in the samples.'
      : `System Text problems (${report.textProblems.length}):`,
    ...report.textProblems.map((p) => `  ${p.effectId} (${p.styleId}) ${p.code}: ${p.sentence}`),
  ];
  return lines.join('\n');
}

/** `harbinger gifts report`: the Gift catalog's balance report. */
export const giftsCommand: Command = {
  name: 'gifts',
  summary: 'the Gift catalog: `gifts report` prints its balance report',
  usage,
  async run(argv, io) {
    const args = parseArgs(argv, { samples: 'integer', seed: 'text', json: 'flag' });
    if (isUsageError(args)) return badInput(io, args.message);
    if (args.help) {
      io.out(usage);
      return EXIT_OK;
    }
    const [sub, ...extra] = args.positionals;
    if (sub !== 'report' || extra.length > 0) return badInput(io, 'the only subcommand is `report` (see --help)');
    const samples = args.integers.get('samples') ?? 300;
    if (samples < 1 || samples > 100_000) return badInput(io, `--samples must be from 1 to 100000 (got ${samples})`);
    const report = giftBalanceReport(giftCatalog, { samplesPerEffect: samples, seed: args.texts.get('seed') ?? 1 });
    io.out(args.flags.has('json') ? JSON.stringify(report) : formatGiftReport(report));
    return report.aboveCostOne.length > 0 || report.textProblems.length > 0 ? EXIT_FINDINGS : EXIT_OK;
  },
};

function badInput(io: CliIo, message: string): number {
  io.err(`harbinger gifts: ${message}`);
  return EXIT_BAD_INPUT;
}
