// The rules benchmarks `npm run bench` runs.
export { giftsBenchModule } from './gifts-bench.js';
export { oddsBenchModule } from './odds-bench.js';
