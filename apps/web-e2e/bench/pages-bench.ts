import type { BenchModule, BenchRow } from '@harbinger/bench/types';
import { startApp } from '../harness.js';
import { lighthouseRows, type MeasuredPage } from './lighthouse.js';
import { pageScriptBytes } from './sheet-bench.js';

/**
 * The pages issue 18 holds to Lighthouse mobile ≥ 95 performance and 100 accessibility, each as a visitor opens it.
 * Add a page here to measure it (the odds page has its own module, with its JavaScript target).
 */
export const LIGHTHOUSE_PAGES: MeasuredPage[] = [
  { label: '/ (home, visitor)', path: '/' },
  // The walk-through with every step done: the longest page it draws.
  { label: '/learn (all four steps)', path: '/learn?attribute=dexterity&ability=drive&roll=a1&severity=4&reroll=b2' },
];

/** Server-drawn pages with one small script: their JavaScript stays under this, gzipped. */
const JS_TARGET_KB = 30;

/** Each page's JavaScript, gzipped, and its Lighthouse rows, against one built server. */
export const pagesLighthouseBenchModule: BenchModule = {
  name: 'pages',
  async run(): Promise<BenchRow[]> {
    const app = await startApp();
    try {
      const rows: BenchRow[] = [];
      for (const page of LIGHTHOUSE_PAGES) {
        const kb = (await pageScriptBytes(app, page.path)) / 1024;
        rows.push({
          benchmark: `${page.label} JavaScript, gzipped`,
          measured: `${kb.toFixed(1)} KB`,
          target: `≤ ${JS_TARGET_KB} KB`,
          pass: kb <= JS_TARGET_KB,
        });
        rows.push(...(await lighthouseRows(app, page)));
      }
      return rows;
    } finally {
      await app.stop();
    }
  },
};
