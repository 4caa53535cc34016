import type { BenchModule, BenchRow } from '@harbinger/bench/types';
import { startApp } from '../harness.js';
import { lighthouseRows } from './lighthouse.js';
import { pageScriptBytes } from './sheet-bench.js';

/** The page as someone comparing two rolls sees it: both rolls, the contest and the heat map. */
const COMPARED = '/odds?pool=5&compare=1&b-pool=4&b-difficulty=7';
const JS_TARGET_KB = 30;

/**
 * The probability page (issue 17): the JavaScript it loads up front, gzipped, and Lighthouse's mobile performance
 * and accessibility scores, against the built server with the comparison, contest and heat map on the page.
 */
export const oddsPageBenchModule: BenchModule = {
  name: 'odds page',
  async run(): Promise<BenchRow[]> {
    const app = await startApp();
    try {
      const kb = (await pageScriptBytes(app, COMPARED)) / 1024;
      return [
        {
          benchmark: '/odds JavaScript, gzipped',
          measured: `${kb.toFixed(1)} KB`,
          target: `≤ ${JS_TARGET_KB} KB`,
          pass: kb <= JS_TARGET_KB,
        },
        ...(await lighthouseRows(app, { label: '/odds', path: COMPARED })),
      ];
    } finally {
      await app.stop();
    }
  },
};
