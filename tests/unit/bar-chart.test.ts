import { describe, expect, it } from 'vitest';
import { barChartLayout } from '../../src/lib/bar-chart';

describe('barChartLayout', () => {
  it('places bars in equal slots against a round scale, in percentages of the plot', () => {
    const { ticks, bars, max } = barChartLayout([0, 3, 5, 5]);
    expect(max).toBe(5);
    expect(ticks).toEqual([
      { value: 0, y: '100%' },
      { value: 2, y: '66.667%' },
      { value: 4, y: '33.333%' },
      { value: 6, y: '0%' },
    ]);
    expect(bars[0]).toEqual({ value: 0, peak: false, x: '4.5%', width: '16%', center: '12.5%', y: '100%', height: '0%' });
    expect(bars[1]).toMatchObject({ x: '29.5%', center: '37.5%', y: '50%', height: '50%', peak: false });
    // Every bar tied for the most is a peak.
    expect(bars.map((b) => b.peak)).toEqual([false, false, true, true]);
  });

  it('leaves the gap asked for, and marks no peak when nothing was counted', () => {
    expect(barChartLayout([1, 2], 0.2).bars[1]).toMatchObject({ x: '55%', width: '40%', center: '75%' });
    const empty = barChartLayout([0, 0]);
    expect(empty.bars.some((b) => b.peak)).toBe(false);
    expect(empty.ticks.map((t) => t.value)).toEqual([0, 1, 2]);
    expect(barChartLayout([]).bars).toEqual([]);
  });
});
