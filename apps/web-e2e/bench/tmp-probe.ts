import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp, chromiumPath } from '../harness.js';
import { seedContractor } from './sheet-bench.js';

const app = await startApp();
try {
  const { id } = await seedContractor(app);
  const pages = process.argv.slice(2).map((p) => p.replace('SHEET', `/contractors/${id}`));
  for (const path of pages) {
    const response = await fetch(`${app.url}${path}`);
    const html = await response.text();
    const fromHeader = [...(response.headers.get('link') ?? '').matchAll(/<([^>]+\.js)>;\s*rel="modulepreload"/g)].map((m) => m[1]!);
    const fromHtml = [...html.matchAll(/(?:href=|import\(|<script[^>]*\ssrc=)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
    const sources = new Set([...fromHeader, ...fromHtml].map((s) => new URL(s, `${app.url}${path}`).href));
    let total = 0;
    const sizes: [string, number][] = [];
    for (const s of sources) { const n = gzipSync(Buffer.from(await (await fetch(s)).arrayBuffer())).length; total += n; sizes.push([s.replace(app.url, ''), n]); }
    sizes.sort((a, b) => b[1] - a[1]);
    console.log(path, (total / 1024).toFixed(1), 'KB; html', (gzipSync(html).length/1024).toFixed(1), 'KB gz');
    for (const [s, n] of sizes.slice(0, 12)) console.log('  ', (n / 1024).toFixed(1), s);
    if (process.env.LH) {
      const chrome = await launch({ chromePath: chromiumPath()!, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      try {
        const r = await lighthouse(`${app.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const a = r!.lhr.audits;
        console.log('  perf', Math.round(r!.lhr.categories.performance!.score! * 100),
          ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift','interactive'].map((k) => `${k}=${a[k]?.displayValue}`).join(' '));
        const lcpEl = (a['largest-contentful-paint-element'] as any)?.details?.items ?? [];
        console.log('  lcp detail', JSON.stringify(lcpEl).slice(0, 600));
        const reqs = (a['network-requests'] as any)?.details?.items ?? [];
        for (const q of reqs) console.log('   req', Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.resourceType, Math.round(q.transferSize/1024)+'KB', q.url.replace(app.url,''));
        const mt = (a['mainthread-work-breakdown'] as any)?.details?.items ?? [];
        console.log('  main thread', mt.map((i: any) => `${i.group}=${Math.round(i.duration)}`).join(' '));
        console.log('  lcp element', JSON.stringify((a['largest-contentful-paint-element'] as any)?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''));
        console.log('  render-blocking', JSON.stringify((a['render-blocking-resources'] as any)?.details?.items?.map((i: any) => [i.url.replace(app.url,''), i.wastedMs]) ?? []));
      } finally { chrome.kill(); }
    }
  }
} finally { await app.stop(); }
