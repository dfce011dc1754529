import type { ReadingItem } from './readings/model.ts';

/**
 * The `count` most recently finished items (status `read`, newest last edit first), from the
 * reading items the caller passes in; dates as `Date` or ISO text.
 */
export function latestReadings<T extends Pick<ReadingItem, 'status' | 'name'> & { lastEditedTime: Date | string }>(
  items: readonly T[],
  count: number,
): T[] {
  return items
    .filter((item) => item.status === 'read')
    .sort(
      (a, b) => new Date(b.lastEditedTime).getTime() - new Date(a.lastEditedTime).getTime() || a.name.localeCompare(b.name),
    )
    .slice(0, Math.max(0, count));
}
