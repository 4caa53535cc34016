import type { BenchModule, BenchRow } from '@harbinger/bench/types';
import { startApp } from '../harness.js';
import { lighthouseRows, type MeasuredPage } from './lighthouse.js';
import { pageScriptBytes, seedContractor } from './sheet-bench.js';

/** A page under its JavaScript budget: the server-drawn pages' 30 KB unless it says otherwise. */
interface BudgetedPage extends MeasuredPage {
  jsTargetKb?: number;
}

/**
 * The pages issue 18 holds to Lighthouse mobile ≥ 95 performance and 100 accessibility, each as a visitor opens it.
 * Add a page here to measure it (the odds page has its own module, with its JavaScript target).
 */
export const LIGHTHOUSE_PAGES: BudgetedPage[] = [
  { label: '/ (home, visitor)', path: '/' },
  // The walk-through with every step done: the longest page it draws.
  { label: '/learn (all four steps)', path: '/learn?attribute=dexterity&ability=drive&roll=a1&severity=4&reroll=b2' },
  { label: '/rules (index)', path: '/rules' },
  // The longest section players open at the table, with its tables.
  { label: '/rules/penalty', path: '/rules/penalty' },
  { label: '/gifts/builder', path: '/gifts/builder', jsTargetKb: 80 },
];

/** The sheet's JavaScript budget (issue 3), kept by the design system's issue. */
const SHEET_JS_TARGET_KB = 60;

/** Server-drawn pages with one small script: their JavaScript stays under this, gzipped, unless a page says. */
const JS_TARGET_KB = 30;

/** Each page's JavaScript, gzipped, and its Lighthouse rows, against one built server. */
export const pagesLighthouseBenchModule: BenchModule = {
  name: 'pages',
  async run(): Promise<BenchRow[]> {
    const app = await startApp();
    try {
      const rows: BenchRow[] = [];
      // A sheet as a visitor opens it: a Contractor with two Injuries, so the Penalty and the harm show.
      const { id } = await seedContractor(app);
      const sheet = { label: 'sheet (visitor)', path: `/contractors/${id}`, jsTargetKb: SHEET_JS_TARGET_KB };
      for (const page of [...LIGHTHOUSE_PAGES, sheet]) {
        const kb = (await pageScriptBytes(app, page.path)) / 1024;
        const target = page.jsTargetKb ?? JS_TARGET_KB;
        rows.push({
          benchmark: `${page.label} JavaScript, gzipped`,
          measured: `${kb.toFixed(1)} KB`,
          target: `≤ ${target} KB`,
          pass: kb <= target,
        });
        rows.push(...(await lighthouseRows(app, page)));
      }
      return rows;
    } finally {
      await app.stop();
    }
  },
};
