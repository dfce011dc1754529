import { niceTicks } from './chart-ticks.ts';

/** A bar's place in the plot, each length a percentage of the plot's width or height (`'12.5%'`). */
export interface BarPlace {
  value: number;
  /** The tallest value, every bar tied for it included (none when all are zero). */
  peak: boolean;
  /** Its left edge, its width and the centre of its slot, across the plot. */
  x: string;
  width: string;
  center: string;
  /** Its top and its height, down the plot; a zero has no height. */
  y: string;
  height: string;
}

export interface BarChartLayout {
  /** The scale's round values from 0 (see `niceTicks`), each with its height in the plot. */
  ticks: { value: number; y: string }[];
  bars: BarPlace[];
  max: number;
}

const pct = (n: number) => `${Math.round(n * 1000) / 1000}%`;

/**
 * Where a bar chart of `values` draws its gridlines and bars, in percentages of the plot, so that
 * an SVG without a viewBox keeps them in place at any width while its text keeps the page's size.
 * Each value has an equal slot, `gap` of it (a share, 0 to 1) left empty around its bar; the top
 * of the scale is the plot's full height.
 */
export function barChartLayout(values: readonly number[], gap = 0.36): BarChartLayout {
  const max = Math.max(0, ...values);
  const ticks = niceTicks(max);
  const top = ticks.at(-1)!;
  const y = (value: number) => pct(100 - (value / top) * 100);
  const slot = 100 / Math.max(1, values.length);
  return {
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    bars: values.map((value, i) => ({
      value,
      peak: max > 0 && value === max,
      x: pct(slot * (i + gap / 2)),
      width: pct(slot * (1 - gap)),
      center: pct(slot * (i + 0.5)),
      y: y(value),
      height: pct((value / top) * 100),
    })),
    max,
  };
}
