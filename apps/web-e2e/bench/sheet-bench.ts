import { gzipSync } from 'node:zlib';
import { formatMs, sharedMeasures, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { api, newContractor, newPlayer } from '../api-client.js';
import { startApp, type RunningApp } from '../harness.js';
import { load, type LoadResult } from './load.js';

const CONNECTIONS = 32;
const SECONDS = 5;

/** A public Contractor with some history to render, made through the open API. */
export async function seedContractor(app: RunningApp): Promise<{ id: string; token: string }> {
  const token = await newPlayer(app.url, 'bencher');
  const { id } = await newContractor(app.url, token, 'Bench Mark');
  for (const severity of [2, 1])
    await api(app.url, 'POST', `/contractors/${id}/injuries`, { token, body: { severity } });
  return { id, token };
}

/**
 * Gzipped size of every script the page loads up front: the modules SvelteKit lists for preloading in the `Link`
 * header (entry, app, layout and page nodes and their chunks) plus the entry imports and script tags in the HTML.
 */
export async function pageScriptBytes(app: RunningApp, path: string): Promise<number> {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const fromHeader = [...(response.headers.get('link') ?? '').matchAll(/<([^>]+\.js)>;\s*rel="modulepreload"/g)].map(
    (m) => m[1]!,
  );
  const fromHtml = [...html.matchAll(/(?:href=|import\(|<script[^>]*\ssrc=)\s*["']([^"']+\.js)["']/g)].map(
    (m) => m[1]!,
  );
  const sources = new Set([...fromHeader, ...fromHtml].map((source) => new URL(source, `${app.url}${path}`).href));
  let total = 0;
  for (const source of sources) total += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length;
  return total;
}

/** The Gift Builder's address: its JavaScript is weighed as an anonymous visitor opening it fresh (issue 4). */
const GIFT_BUILDER_PATH = '/gifts/builder';

/**
 * The trivial page: the rules reference's index is fixed text, so an anonymous visit asks the database nothing and a
 * signed-in one only what every page asks (the session, the unread count). Not the home page, which rolls a dice demo
 * for visitors and lists a player's Contractors; not /health, which asks the database; nor /signin, which sends a
 * signed-in visitor elsewhere (a 303 the load counts as an error).
 */
const TRIVIAL_PATH = '/rules';

/** The sheet page, rendered afresh for every request, may cost at most twice the trivial page. */
const RATIO_TARGET = 0.5;
const P99_TARGET_MS = 50;

/** A throughput row: the sheet page against the trivial page, measured one after the other. */
function ratioRow(benchmark: string, page: LoadResult, base: LoadResult): BenchRow {
  const ratio = page.perSecond / base.perSecond;
  const errors = page.errors + base.errors;
  const rates = `${Math.round(page.perSecond)} vs ${Math.round(base.perSecond)} req/s = ${(ratio * 100).toFixed(0)}%`;
  return {
    benchmark,
    measured: `${rates}${errors > 0 ? `, ${errors} errors` : ''}`,
    target: `≥ ${RATIO_TARGET * 100}%`,
    pass: ratio >= RATIO_TARGET && errors === 0,
  };
}

/**
 * Sheet page throughput against a trivial page and its p99 at 32 connections (every request renders the sheet
 * afresh: nothing is kept between requests), the size of the page, and the JavaScript weight of the sheet and the
 * Gift Builder. One sheet request's time at full load is shared with the Gift benchmark.
 */
export const sheetBenchModule: BenchModule = {
  name: 'web',
  async run(): Promise<BenchRow[]> {
    const app = await startApp();
    try {
      const { id, token } = await seedContractor(app);
      const sheet = `${app.url}/contractors/${id}`;
      const trivial = `${app.url}${TRIVIAL_PATH}`;
      const asOwner = { authorization: `Bearer ${token}` };
      await load({ url: sheet, connections: 4, seconds: 1 }); // warm up both
      await load({ url: trivial, connections: 4, seconds: 1 });
      const base = await load({ url: trivial, connections: CONNECTIONS, seconds: SECONDS });
      const page = await load({ url: sheet, connections: CONNECTIONS, seconds: SECONDS });
      // The owner at the table: both pages signed in, so both look the session up.
      const ownerBase = await load({ url: trivial, connections: CONNECTIONS, seconds: SECONDS, headers: asOwner });
      const ownerPage = await load({ url: sheet, connections: CONNECTIONS, seconds: SECONDS, headers: asOwner });
      // The server handles one request at a time, so at full load each sheet request took this long.
      sharedMeasures.sheetRenderMs = 1000 / page.perSecond;
      const bytes = (await (await fetch(sheet)).text()).length / 1024;
      const ownerBytes = (await (await fetch(sheet, { headers: asOwner })).text()).length / 1024;
      const kb = (await pageScriptBytes(app, `/contractors/${id}`)) / 1024;
      const builderKb = (await pageScriptBytes(app, GIFT_BUILDER_PATH)) / 1024;
      return [
        ratioRow(`sheet page req/s vs trivial page (${CONNECTIONS} connections, ${SECONDS} s each)`, page, base),
        ratioRow(`the same, signed in as the sheet's owner`, ownerPage, ownerBase),
        {
          benchmark: `sheet page p99 latency at ${CONNECTIONS} connections (anonymous / owner)`,
          measured:
            `${formatMs(page.p99Ms)} / ${formatMs(ownerPage.p99Ms)}` +
            ` (p50 ${formatMs(page.p50Ms)} / ${formatMs(ownerPage.p50Ms)})`,
          target: `< ${P99_TARGET_MS} ms`,
          pass: Math.max(page.p99Ms, ownerPage.p99Ms) < P99_TARGET_MS,
        },
        {
          benchmark: 'sheet page HTML, Status tab (anonymous / owner)',
          measured: `${bytes.toFixed(1)} KB / ${ownerBytes.toFixed(1)} KB`,
          target: 'for information',
          pass: true,
        },
        {
          benchmark: 'sheet page JavaScript, gzipped',
          measured: `${kb.toFixed(1)} KB`,
          target: '≤ 60 KB',
          pass: kb <= 60,
        },
        {
          benchmark: 'Gift Builder page JavaScript, gzipped',
          measured: `${builderKb.toFixed(1)} KB`,
          target: '≤ 80 KB',
          pass: builderKb <= 80,
        },
      ];
    } finally {
      await app.stop();
    }
  },
};
