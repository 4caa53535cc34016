import { RESULT_TIERS, resultTier, type OddsView, type ResultTier } from '@harbinger/rules';
import { formatPercent } from '../sheet/odds.js';
import type { OutcomeRow } from './page-model.js';

/** One set of bars: a roll (or the contest) and its Outcome rows. */
export interface ChartSeries {
  key: string;
  label: string;
  rows: readonly OutcomeRow[];
}

/** A drawn bar, in the chart's own units (its viewBox). */
export interface ChartBar {
  series: string;
  outcome: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** What a pointer over the bar reads: "Roll A, Outcome 2: 24.1%". */
  title: string;
}

/** A label on an axis and where it goes. */
export interface ChartTick {
  at: number;
  label: string;
}

/** A stretch of the Outcome axis that falls in one result tier. */
export interface TierBand {
  tier: ResultTier;
  x: number;
  width: number;
}

/** A bar chart laid out for SVG: sizes, bars, ticks and tier bands, all in viewBox units. */
export interface BarChart {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  bars: ChartBar[];
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  tierBands: TierBand[];
}

/** The two drawings of a chart: one for a desktop's column, one for a phone (each shown at about its own size). */
export const CHART_SIZES = { wide: { width: 640, height: 290 }, narrow: { width: 360, height: 260 } } as const;
export type ChartSize = keyof typeof CHART_SIZES;
/** Outcomes rarer than this in every series are left off the ends of the axis. */
export const VISIBLE_CHANCE = 0.0005;
/** Tick spacings tried for the chance axis, finest first; the first that needs at most five ticks is used. */
const Y_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25];
/** Coordinates to a hundredth of a unit: finer is invisible and only lengthens the page. */
const round = (n: number) => Math.round(n * 100) / 100;
/** The fewest viewBox units between two Outcome labels. */
const X_LABEL_ROOM = 26;

/**
 * The Outcomes worth drawing: from the lowest to the highest that some series reaches with a visible chance.
 * @example visibleOutcomes([oneDieRows]) // [-1, 0, 1, 2]
 */
export function visibleOutcomes(series: readonly ChartSeries[]): number[] {
  const seen = series.flatMap((s) =>
    s.rows.filter((row) => row.exactly.probability >= VISIBLE_CHANCE).map((r) => r.outcome),
  );
  if (seen.length === 0) return [0];
  const low = Math.min(...seen);
  const high = Math.max(...seen);
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** A series' chance at an Outcome in a view; Outcomes past either end are 0 exactly, and 1 or 0 at least. */
export function chanceAt(rows: readonly OutcomeRow[], outcome: number, view: OddsView): number {
  const row = rows.find((r) => r.outcome === outcome);
  if (row) return view === 'exactly' ? row.exactly.probability : row.atLeast.probability;
  if (view === 'exactly' || rows.length === 0) return 0;
  return outcome < rows[0]!.outcome ? 1 : 0;
}

/** The top of the chance axis and its spacing: the first step that reaches the highest bar in five ticks or fewer. */
export function chanceAxis(highest: number): { top: number; step: number } {
  for (const step of Y_STEPS) {
    const top = Math.max(step, Math.ceil(highest / step - 1e-9) * step);
    if (top / step <= 5) return { top: Math.min(1, top), step };
  }
  return { top: 1, step: 0.25 };
}

/**
 * Lays out a bar chart of Outcome chances, one group of bars per Outcome and one bar per series, with the chance axis,
 * the Outcome labels (thinned when crowded) and the result tiers under the axis.
 */
export function barChart(series: readonly ChartSeries[], view: OddsView, size: ChartSize = 'wide'): BarChart {
  const { width, height } = CHART_SIZES[size];
  const plot = { left: 44, top: 12, right: width - 6, bottom: height - 70 };
  const outcomes = visibleOutcomes(series);
  const values = series.map((s) => outcomes.map((outcome) => chanceAt(s.rows, outcome, view)));
  const { top, step } = chanceAxis(Math.max(0, ...values.flat()));
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const band = plotWidth / outcomes.length;
  const group = band * 0.8;
  const barWidth = group / Math.max(1, series.length);
  const xOf = (index: number) => plot.left + index * band;
  const yOf = (p: number) => plot.bottom - (p / top) * plotHeight;

  const bars = series.flatMap((s, si) =>
    outcomes.map((outcome, i) => {
      const p = values[si]![i]!;
      const y = yOf(p);
      const what = view === 'exactly' ? `Outcome ${outcome}` : `Outcome ${outcome} or more`;
      return {
        series: s.key,
        outcome,
        x: round(xOf(i) + (band - group) / 2 + si * barWidth),
        y: round(y),
        width: round(barWidth),
        height: round(plot.bottom - y),
        title: `${s.label}, ${what}: ${formatPercent(p)}`,
      };
    }),
  );

  const every = Math.ceil(X_LABEL_ROOM / band);
  const xTicks = outcomes
    .map((outcome, i) => ({ at: round(xOf(i) + band / 2), label: String(outcome), outcome }))
    .filter((tick) => tick.outcome % every === 0)
    .map(({ at, label }) => ({ at, label }));
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({
    at: round(yOf(i * step)),
    label: `${Math.round(i * step * 100)}%`,
  }));

  const tierBands: TierBand[] = [];
  outcomes.forEach((outcome, i) => {
    const tier = resultTier(outcome);
    const last = tierBands.at(-1);
    if (last?.tier === tier) last.width = round(last.width + band);
    else tierBands.push({ tier, x: round(xOf(i)), width: round(band) });
  });

  return { width, height, plot, bars, xTicks, yTicks, tierBands };
}

/** Short tier names for the bands under the axis, which can be narrow. */
export const TIER_SHORT = {
  botch: 'botch',
  failure: 'fail',
  partial: 'partial',
  complete: 'complete',
  exceptional: 'exceptional',
} as const satisfies Record<(typeof RESULT_TIERS)[number], string>;

/**
 * The name to write in a tier band: the full short name when it fits, else its first letter, else nothing.
 * Assumes about 6.5 units per character at the chart's label size.
 */
export function bandLabel(band: TierBand): string {
  const name = TIER_SHORT[band.tier];
  if (name.length * 6.5 + 6 <= band.width) return name;
  return band.width >= 14 ? name[0]!.toUpperCase() : '';
}
