import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, type BenchRow } from '@harbinger/bench/types';
import { chromiumPath, type RunningApp } from '../harness.js';

/** The floor for every page: Lighthouse mobile performance. */
export const PERFORMANCE_TARGET = 95;
/** The floor for every page: Lighthouse accessibility. */
export const ACCESSIBILITY_TARGET = 100;
/** Lighthouse's performance score moves a few points between runs; the median of three is reported. */
export const LIGHTHOUSE_RUNS = 3;

/** A page to measure: how the table names it, and its address on the app (with any query it needs). */
export interface MeasuredPage {
  label: string;
  path: string;
}

/** One Lighthouse run (its default: a mobile phone on a throttled network and CPU) of a page; scores 0–100. */
export async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number }> {
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

/**
 * A page's two Lighthouse rows: the median performance of three runs and the lowest accessibility score; or one
 * failing row with the error when Lighthouse cannot run here.
 * @example await lighthouseRows(app, { label: '/odds', path: '/odds?pool=5' })
 */
export async function lighthouseRows(app: RunningApp, page: MeasuredPage): Promise<BenchRow[]> {
  try {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(`${app.url}${page.path}`));
    const performance = median(runs.map((r) => r.performance));
    const accessibility = Math.min(...runs.map((r) => r.accessibility));
    return [
      {
        benchmark: `${page.label} Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS})`,
        measured: `${performance} (runs: ${runs.map((r) => r.performance).join(', ')})`,
        target: `≥ ${PERFORMANCE_TARGET}`,
        pass: performance >= PERFORMANCE_TARGET,
      },
      {
        benchmark: `${page.label} Lighthouse mobile accessibility (lowest run)`,
        measured: String(accessibility),
        target: `= ${ACCESSIBILITY_TARGET}`,
        pass: accessibility >= ACCESSIBILITY_TARGET,
      },
    ];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      { benchmark: `${page.label} Lighthouse`, measured: `could not run: ${message}`, target: 'runs', pass: false },
    ];
  }
}
