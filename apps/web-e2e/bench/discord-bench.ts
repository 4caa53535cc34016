// The Discord bot's benchmark of issue 17, against the built app on loopback: signed `/roll 5@7` interactions posted
// to /discord/interactions, first one after another, then several at once, timing each from the request to the
// whole answer (p99 over all). Signing happens before the clock starts: Discord signs, not the server. The embedded
// database serves the app (plain rolls touch none). Run alone with `npx tsx apps/web-e2e/bench/discord-bench.ts`;
// BENCH_DISCORD_REQUESTS and BENCH_DISCORD_CONCURRENCY change the sizes.
import { fileURLToPath } from 'node:url';
import { formatMs, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { discordTestKeys, signDiscordBody, type DiscordTestKeys } from '@harbinger/platform/testing';
import { slashCommand } from '../discord-steps.js';
import { startApp } from '../harness.js';

const REQUESTS = Number(process.env.BENCH_DISCORD_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_DISCORD_CONCURRENCY ?? 4);
const WARM_UP = 50;
const P99_TARGET_MS = 50;

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** One signed `/roll 5@7`, timed from sending to the full answer; throws unless Discord would accept the answer. */
async function timedRoll(url: string, keys: DiscordTestKeys): Promise<number> {
  const raw = JSON.stringify(slashCommand('roll', { text: '5@7 bench' }));
  const headers = signDiscordBody(keys, raw);
  const start = performance.now();
  const response = await fetch(`${url}/discord/interactions`, { method: 'POST', headers, body: raw });
  const body = (await response.json()) as { type?: number };
  const ms = performance.now() - start;
  if (response.status !== 200 || body.type !== 4) throw new Error(`unexpected answer ${response.status}`);
  return ms;
}

function row(benchmark: string, latencies: readonly number[]): BenchRow {
  const p99 = percentile(latencies, 0.99);
  return {
    benchmark,
    measured: `p99 ${formatMs(p99)} (p50 ${formatMs(percentile(latencies, 0.5))}, max ${formatMs(Math.max(...latencies))})`,
    target: `p99 ≤ ${P99_TARGET_MS} ms`,
    pass: p99 <= P99_TARGET_MS,
  };
}

/** The interactions endpoint's latency for plain rolls, sequential and concurrent. */
export const discordBenchModule: BenchModule = {
  name: 'discord bot',
  async run(): Promise<BenchRow[]> {
    const keys = discordTestKeys();
    const app = await startApp({ env: { DISCORD_PUBLIC_KEY: keys.publicKeyHex } });
    try {
      for (let i = 0; i < WARM_UP; i++) await timedRoll(app.url, keys);
      const sequential: number[] = [];
      for (let i = 0; i < REQUESTS; i++) sequential.push(await timedRoll(app.url, keys));
      const concurrent: number[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = 0; i < Math.ceil(REQUESTS / CONCURRENCY); i++) concurrent.push(await timedRoll(app.url, keys));
        }),
      );
      return [
        row(`${REQUESTS} signed /roll 5@7, one at a time`, sequential),
        row(`${concurrent.length} signed /roll 5@7, ${CONCURRENCY} at once`, concurrent),
      ];
    } finally {
      await app.stop();
    }
  },
};

// Run on its own: print the rows.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const result of await discordBenchModule.run())
    console.log(`${result.pass ? 'PASS' : 'FAIL'}  ${result.benchmark}: ${result.measured} (target ${result.target})`);
}
