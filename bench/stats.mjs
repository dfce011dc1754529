// Figures the benchmarks share.

/** The q-quantile (0–1) of values sorted ascending, by nearest rank: 0.5 is the median. */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
