import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { chromiumPath, startApp, type RunningApp } from '../harness.js';
import { pageScriptBytes } from './sheet-bench.js';

/** The page as someone comparing two rolls sees it: both rolls, the contest and the heat map. */
const COMPARED = '/odds?pool=5&compare=1&b-pool=4&b-difficulty=7';
const JS_TARGET_KB = 30;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_TARGET = 100;
/** Lighthouse's performance score moves a few points between runs; the median of three is reported. */
const LIGHTHOUSE_RUNS = 3;

/** One Lighthouse run (its default: a mobile phone on a throttled network and CPU) of a page; scores 0–100. */
async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number }> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('Chromium is not installed');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility') };
  } finally {
    chrome.kill();
  }
}

/** The Lighthouse rows, or one failing row with the error when Lighthouse cannot run here. */
async function lighthouseRows(app: RunningApp): Promise<BenchRow[]> {
  try {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(`${app.url}${COMPARED}`));
    const performance = median(runs.map((r) => r.performance));
    const accessibility = Math.min(...runs.map((r) => r.accessibility));
    return [
      {
        benchmark: `/odds Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS})`,
        measured: `${performance} (runs: ${runs.map((r) => r.performance).join(', ')})`,
        target: `≥ ${PERFORMANCE_TARGET}`,
        pass: performance >= PERFORMANCE_TARGET,
      },
      {
        benchmark: '/odds Lighthouse mobile accessibility (lowest run)',
        measured: String(accessibility),
        target: `= ${ACCESSIBILITY_TARGET}`,
        pass: accessibility >= ACCESSIBILITY_TARGET,
      },
    ];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [{ benchmark: '/odds Lighthouse', measured: `could not run: ${message}`, target: 'runs', pass: false }];
  }
}

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
        ...(await lighthouseRows(app)),
      ];
    } finally {
      await app.stop();
    }
  },
};
