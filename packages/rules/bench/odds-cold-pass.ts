// Run as a child process by odds-bench.ts: times the very first pass of a fresh process (nothing compiled or
// cached yet) over the benchmarked table, exact (`exact`, the default) or floating point (`float`), and prints
// the milliseconds as JSON on stdout.
import { allPoolsPass } from './odds-all-pools.js';
import { allPoolsFloatPass } from './odds-float.js';

const pass = process.argv[2] === 'float' ? allPoolsFloatPass : allPoolsPass;
const start = performance.now();
const entries = pass();
const ms = performance.now() - start;
process.stdout.write(`${JSON.stringify({ ms, entries })}\n`);
