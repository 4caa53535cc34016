// The web benchmarks `npm run bench` runs.
export { contractsBenchModule } from './contracts-bench.js';
export { sheetBenchModule } from './sheet-bench.js';
export { exchangeBenchModule } from './exchange-bench.js';
export { liveTableBenchModule } from './live-table-bench.js';
export { discordBenchModule } from './discord-bench.js';
export { oddsPageBenchModule } from './odds-page-bench.js';
export { pagesLighthouseBenchModule } from './pages-bench.js';
export { giftRandomBenchModule } from './gift-random-bench.js';
