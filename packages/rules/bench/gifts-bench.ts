import { compileGift, giftCatalog, stockGiftSpec, STOCK_GIFT_IDS } from '../src/index.js';
import { formatMs, median, timed, type BenchModule } from '@harbinger/bench/types';

/** Compiling every stock Gift, cold and warm: the Gift Builder issue's target is ≤ 5 ms in total. */
export const giftsBenchModule: BenchModule = {
  name: 'gifts',
  run() {
    const specs = STOCK_GIFT_IDS.map((id) => stockGiftSpec(id));
    const compileAll = () => specs.map((spec) => compileGift(spec, giftCatalog));
    const cold = timed(compileAll);
    const warm = median(Array.from({ length: 20 }, () => timed(compileAll).ms));
    const clean = cold.value.every((result) => result.violations.length === 0);
    return [
      { benchmark: `compile all ${specs.length} stock Gifts, first pass`, measured: formatMs(cold.ms), target: '≤ 5 ms', pass: cold.ms <= 5 },
      { benchmark: `compile all ${specs.length} stock Gifts, warm (median of 20)`, measured: formatMs(warm), target: '≤ 5 ms', pass: warm <= 5 },
      { benchmark: 'every stock Gift compiles without a violation', measured: clean ? 'yes' : 'NO', target: 'yes', pass: clean },
    ];
  },
};
