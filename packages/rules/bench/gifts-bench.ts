import { compileGift, giftCatalog, stockGiftSpec, STOCK_GIFT_IDS } from '../src/index.js';
import { formatMs, median, sharedMeasures, timed, type BenchModule, type BenchRow } from '@harbinger/bench/types';

/** Compiling every stock Gift, cold and warm, against the time of one sheet render measured earlier in the run. */
export const giftsBenchModule: BenchModule = {
  name: 'gifts',
  run() {
    const specs = STOCK_GIFT_IDS.map((id) => stockGiftSpec(id));
    const compileAll = () => specs.map((spec) => compileGift(spec, giftCatalog));
    const cold = timed(compileAll);
    const warm = median(Array.from({ length: 20 }, () => timed(compileAll).ms));
    const clean = cold.value.every((result) => result.violations.length === 0);
    const render = sharedMeasures.sheetRenderMs;
    const target = '< one sheet render';
    const underRender = (benchmark: string, ms: number): BenchRow =>
      render === undefined
        ? { benchmark, measured: `${formatMs(ms)} (no sheet render: run the web module first)`, target, pass: false }
        : { benchmark, measured: `${formatMs(ms)} vs ${formatMs(render)} per sheet render`, target, pass: ms < render };
    return [
      underRender(`compile all ${specs.length} stock Gifts, first pass`, cold.ms),
      underRender(`compile all ${specs.length} stock Gifts, warm (median of 20)`, warm),
      {
        benchmark: 'every stock Gift compiles without a violation',
        measured: clean ? 'yes' : 'NO',
        target: 'yes',
        pass: clean,
      },
    ];
  },
};
