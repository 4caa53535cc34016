import { formatPercent } from '../sheet/odds.js';
import type { HeatView } from './page-model.js';

/** One square of the heat map, in viewBox units, with its colour step and its label. */
export interface HeatCell {
  pool: number;
  difficulty: number;
  x: number;
  y: number;
  /** 0–9: the tenth of the chance range it falls in (the stylesheet colours each step). */
  step: number;
  label: string;
  title: string;
  marked: boolean;
}

/** The heat map laid out for SVG. */
export interface HeatLayout {
  width: number;
  height: number;
  cell: { width: number; height: number };
  cells: HeatCell[];
  columns: { at: number; label: string }[];
  rows: { at: number; label: string }[];
  /** Where the pool labels end (they are right-aligned). */
  rowLabelX: number;
  /** Where the axis titles go. */
  titles: { difficulty: { x: number; y: number }; pool: { x: number; y: number } };
}

// Small enough that fourteen columns fit a phone without scrolling, at a readable size.
const CELL = { width: 28, height: 20 };
const MARGIN = { left: 30, top: 40, right: 2, bottom: 2 };

/** The number of colour steps, each a tenth of the range. */
export const HEAT_STEPS = 10;

/**
 * The colour step of a chance: 0 for under 10%, up to 9 for 90% and over.
 * @example heatStep(0.5) === 5; heatStep(1) === 9
 */
export function heatStep(probability: number): number {
  return Math.min(HEAT_STEPS - 1, Math.max(0, Math.floor(probability * HEAT_STEPS)));
}

/**
 * A chance as a whole percentage short enough for a heat map square, never rounding a possible result to 0 or a
 * possible failure to 100.
 * @example heatLabel(0.004) === '<1'; heatLabel(0.996) === '>99'; heatLabel(0.5) === '50'
 */
export function heatLabel(probability: number): string {
  if (probability <= 0) return '0';
  if (probability >= 1) return '100';
  if (probability < 0.005) return '<1';
  if (probability > 0.995) return '>99';
  return String(Math.round(probability * 100));
}

/** Places every square of the heat map, pools down the side and Difficulties along the top. */
export function heatLayout(view: HeatView): HeatLayout {
  const cells = view.pools.flatMap((pool, i) =>
    view.difficulties.map((difficulty, j) => {
      const p = view.cells[i]![j]!;
      return {
        pool,
        difficulty,
        x: MARGIN.left + j * CELL.width,
        y: MARGIN.top + i * CELL.height,
        step: heatStep(p),
        label: heatLabel(p),
        title: `${pool} ${pool === 1 ? 'die' : 'dice'} at Difficulty ${difficulty}: ${formatPercent(p)}`,
        marked: view.marked?.pool === pool && view.marked.difficulty === difficulty,
      };
    }),
  );
  const width = MARGIN.left + view.difficulties.length * CELL.width + MARGIN.right;
  return {
    width,
    height: MARGIN.top + view.pools.length * CELL.height + MARGIN.bottom,
    cell: CELL,
    cells,
    columns: view.difficulties.map((d, j) => ({ at: MARGIN.left + (j + 0.5) * CELL.width, label: String(d) })),
    rows: view.pools.map((pool, i) => ({ at: MARGIN.top + (i + 0.5) * CELL.height, label: String(pool) })),
    rowLabelX: MARGIN.left - 5,
    titles: {
      difficulty: { x: MARGIN.left + (view.difficulties.length * CELL.width) / 2, y: 14 },
      pool: { x: 4, y: MARGIN.top - 6 },
    },
  };
}
