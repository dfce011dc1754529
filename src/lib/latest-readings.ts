import { recentlyFinished } from './readings/finished.ts';
import type { ReadingItem } from './readings/model.ts';

/**
 * The home page's latest readings: the `count` items most recently finished (`recentlyFinished`:
 * by finish date, then by last edit), from the reading items the caller passes in.
 */
export function latestReadings<T extends Pick<ReadingItem, 'status' | 'name' | 'finishedAt'> & { lastEditedTime: Date | string }>(
  items: readonly T[],
  count: number,
): T[] {
  return recentlyFinished(items).slice(0, Math.max(0, count));
}
