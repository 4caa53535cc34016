import { ironCollar } from './gm-iron-collar.js';
import { nightBloom } from './free-night-bloom.js';
import { violin } from './learning-violin.js';
import { lastEmber } from './loss-last-ember.js';
import { quietLot } from './player-quiet-lot.js';
import { lowTide } from './playgroup-low-tide.js';
import type { StockScenario } from './stock-scenario.js';

/** Our own stock Scenarios in shelf order: the free one, the four earned by achievements, then the teaching one. */
export const STOCK_SCENARIOS: readonly StockScenario[] = [nightBloom, lowTide, quietLot, ironCollar, lastEmber, violin];
