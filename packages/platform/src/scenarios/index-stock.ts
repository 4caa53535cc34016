// The stock Scenarios' part of the platform's public surface.
export { STOCK_SCENARIOS } from './stock/catalog.js';
export { seedStockScenarios, type StockSeedResult } from './stock/seed-stock.js';
export { STOCK_KEYS, type StockKey, type StockScenario } from './stock/stock-scenario.js';
export {
  getStockShelf,
  unlockStockScenario,
  type StockRequirement,
  type StockShelf,
  type StockShelfItem,
} from './stock/stock-shelf.js';
