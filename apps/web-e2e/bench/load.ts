import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** Sends GETs to one URL from `connections` keep-alive sockets for `seconds`, on loopback only. */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const target = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('load tests only target this machine');
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + options.seconds * 1000;
  const once = () =>
    new Promise<void>((done) => {
      const started = performance.now();
      const req = request(target, { agent, headers: options.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - started);
          done();
        });
      });
      req.on('error', () => {
        errors++;
        done();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < until) await once();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}
