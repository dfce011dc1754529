/**
 * Round gridline values for a bar chart whose tallest bar is `max`: 3 to 5 values from 0, evenly
 * spaced by 1, 2 or 5 × 10ⁿ, the last one at or above `max` (`0, 1, 2` for an empty chart).
 */
export function niceTicks(max: number): number[] {
  if (!(max > 0) || !Number.isFinite(max)) max = 0;
  for (let power = 1; ; power *= 10) {
    for (const unit of [1, 2, 5]) {
      const step = unit * power;
      const count = Math.ceil(max / step);
      if (count <= 4) {
        // At least 3 gridlines: 0, one step, two steps.
        return Array.from({ length: Math.max(count, 2) + 1 }, (_, i) => i * step);
      }
    }
  }
}
