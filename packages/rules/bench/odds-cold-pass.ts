// Run as a child process by odds-bench.ts: times the very first odds pass of a fresh process
// (nothing compiled or cached yet) and prints the milliseconds as JSON on stdout.
import { allPoolsPass } from './odds-all-pools.js';

const start = performance.now();
const entries = allPoolsPass();
const ms = performance.now() - start;
process.stdout.write(`${JSON.stringify({ ms, entries })}\n`);
