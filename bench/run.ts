// `npm run bench`: runs every benchmark module, prints one table, and exits non-zero if a target is missed.
// To add benchmarks, write a module that returns BenchRow[] and list it in `modules`.
import { giftsBenchModule, oddsBenchModule } from '@harbinger/rules/bench';
import {
  contractsBenchModule,
  discordBenchModule,
  exchangeBenchModule,
  giftRandomBenchModule,
  liveTableBenchModule,
  sheetBenchModule,
  oddsPageBenchModule,
  pagesLighthouseBenchModule,
} from '@harbinger/web-e2e/bench';
import type { BenchModule, BenchRow } from './bench-types.js';

// The sheet runs before the Gifts: their compile time is compared with one sheet render of this run.
const modules: BenchModule[] = [
  oddsBenchModule,
  sheetBenchModule,
  giftsBenchModule,
  contractsBenchModule,
  exchangeBenchModule,
  liveTableBenchModule,
  discordBenchModule,
  giftRandomBenchModule,
  oddsPageBenchModule,
  pagesLighthouseBenchModule,
];

const HEADERS = ['benchmark', 'measured', 'target', 'status'] as const;

/** Lays rows out as a plain-text table with padded columns. */
function renderTable(rows: readonly (readonly string[])[]): string {
  const widths = HEADERS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

const results: { module: string; row: BenchRow }[] = [];
for (const module of modules) {
  for (const row of await module.run()) results.push({ module: module.name, row });
}

const cells = results.map(({ module, row }) => [
  `${module}: ${row.benchmark}`,
  row.measured,
  row.target,
  row.pass ? 'PASS' : 'FAIL',
]);
console.log(renderTable([[...HEADERS], ...cells]));

const failed = results.filter(({ row }) => !row.pass).length;
if (failed > 0) {
  console.error(`\n${failed} benchmark target(s) missed.`);
  process.exitCode = 1;
}
