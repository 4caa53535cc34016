import { gzipSync } from 'node:zlib';
import { formatMs, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { startApp, type RunningApp } from '../harness.js';
import { load } from './load.js';

const CONNECTIONS = 32;
const SECONDS = 5;

async function api(app: RunningApp, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A public Contractor with some history to render, made through the open API. */
async function seedContractor(app: RunningApp): Promise<{ id: string; token: string }> {
  await api(app, '/api/v1/accounts', { handle: 'bencher', email: 'bench@example.test', password: 'benchmark password' });
  const { token } = (await api(app, '/api/v1/sessions', { login: 'bencher', password: 'benchmark password' })) as { token: string };
  const created = await api(
    app,
    '/api/v1/contractors',
    {
      name: 'Bench Mark',
      archetype: 'night-shift courier',
      paradigm: 'borrowed luck',
      ambition: 'to owe nobody',
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { id: 'murder' }],
      attributes: { brawn: 3, dexterity: 3, perception: 2, charisma: 3, intellect: 3 },
      abilities: { athletics: 2, firearms: 2, alertness: 2, medicine: 1 },
    },
    token,
  );
  const id = String(created.id);
  for (const severity of [2, 1]) await api(app, `/api/v1/contractors/${id}/injuries`, { severity }, token);
  return { id, token };
}

/**
 * Gzipped size of every script the page loads up front: the modules SvelteKit lists for preloading in the `Link`
 * header (entry, app, layout and page nodes and their chunks) plus the entry imports written into the HTML.
 */
async function pageScriptBytes(app: RunningApp, path: string): Promise<number> {
  const response = await fetch(`${app.url}${path}`);
  const html = await response.text();
  const fromHeader = [...(response.headers.get('link') ?? '').matchAll(/<([^>]+\.js)>;\s*rel="modulepreload"/g)].map((m) => m[1]!);
  const fromHtml = [...html.matchAll(/(?:href=|import\()\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
  const sources = new Set([...fromHeader, ...fromHtml].map((source) => new URL(source, `${app.url}${path}`).href));
  let total = 0;
  for (const source of sources) total += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length;
  return total;
}

/** The Gift Builder's address: its JavaScript is weighed as an anonymous visitor opening it fresh (issue 4). */
const GIFT_BUILDER_PATH = '/gifts/builder';

/** Sheet page throughput against a trivial page, its p99 at 32 connections, and the JavaScript weight of the sheet and the Gift Builder. */
export const sheetBenchModule: BenchModule = {
  name: 'web',
  async run(): Promise<BenchRow[]> {
    const app = await startApp();
    try {
      const { id, token } = await seedContractor(app);
      const sheet = `${app.url}/contractors/${id}`;
      const trivial = `${app.url}/health`;
      const asOwner = { authorization: `Bearer ${token}` };
      await load({ url: sheet, connections: 4, seconds: 1 }); // warm up both
      await load({ url: trivial, connections: 4, seconds: 1 });
      const base = await load({ url: trivial, connections: CONNECTIONS, seconds: SECONDS });
      const page = await load({ url: sheet, connections: CONNECTIONS, seconds: SECONDS });
      const ratio = page.perSecond / base.perSecond;
      // The owner at the table: both pages signed in, so both look the session up.
      const ownerBase = await load({ url: trivial, connections: CONNECTIONS, seconds: SECONDS, headers: asOwner });
      const ownerPage = await load({ url: sheet, connections: CONNECTIONS, seconds: SECONDS, headers: asOwner });
      const ownerRatio = ownerPage.perSecond / ownerBase.perSecond;
      // An address the kept-page cache does not take: what a sheet costs when it is rendered for every request.
      const rendered = await load({ url: `${sheet}?tab=status&bench=render`, connections: CONNECTIONS, seconds: SECONDS });
      const errors = (...results: { errors: number }[]) => results.reduce((sum, r) => sum + r.errors, 0);
      const kb = (await pageScriptBytes(app, `/contractors/${id}`)) / 1024;
      const builderKb = (await pageScriptBytes(app, GIFT_BUILDER_PATH)) / 1024;
      return [
        {
          benchmark: `sheet page req/s vs trivial page (${CONNECTIONS} connections, ${SECONDS} s each)`,
          measured: `${Math.round(page.perSecond)} vs ${Math.round(base.perSecond)} req/s = ${(ratio * 100).toFixed(0)}%${errors(page, base) > 0 ? `, ${errors(page, base)} errors` : ''}`,
          target: '≥ 70%',
          pass: ratio >= 0.7 && errors(page, base) === 0,
        },
        {
          benchmark: `the same, signed in as the sheet's owner`,
          measured: `${Math.round(ownerPage.perSecond)} vs ${Math.round(ownerBase.perSecond)} req/s = ${(ownerRatio * 100).toFixed(0)}%${errors(ownerPage, ownerBase) > 0 ? `, ${errors(ownerPage, ownerBase)} errors` : ''}`,
          target: '≥ 70%',
          pass: ownerRatio >= 0.7 && errors(ownerPage, ownerBase) === 0,
        },
        {
          benchmark: 'sheet page rendered afresh for every request (no kept page)',
          measured: `${Math.round(rendered.perSecond)} req/s, p99 ${formatMs(rendered.p99Ms)}${rendered.errors > 0 ? `, ${rendered.errors} errors` : ''}`,
          target: 'for information',
          pass: rendered.errors === 0,
        },
        {
          benchmark: `sheet page p99 latency at ${CONNECTIONS} connections (anonymous / owner)`,
          measured: `${formatMs(page.p99Ms)} / ${formatMs(ownerPage.p99Ms)} (p50 ${formatMs(page.p50Ms)} / ${formatMs(ownerPage.p50Ms)})`,
          target: '< 50 ms',
          pass: Math.max(page.p99Ms, ownerPage.p99Ms) < 50,
        },
        { benchmark: 'sheet page JavaScript, gzipped', measured: `${kb.toFixed(1)} KB`, target: '≤ 60 KB', pass: kb <= 60 },
        { benchmark: 'Gift Builder page JavaScript, gzipped', measured: `${builderKb.toFixed(1)} KB`, target: '≤ 80 KB', pass: builderKb <= 80 },
      ];
    } finally {
      await app.stop();
    }
  },
};
