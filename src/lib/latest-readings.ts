import type { ReadingData } from '../collections/readings';

/** The `count` most recently finished items (status `read`, newest last edit first). */
export function latestReadings<T extends Pick<ReadingData, 'status' | 'lastEditedTime' | 'name'>>(
  items: readonly T[],
  count: number,
): T[] {
  return items
    .filter((item) => item.status === 'read')
    .sort(
      (a, b) => b.lastEditedTime.getTime() - a.lastEditedTime.getTime() || a.name.localeCompare(b.name),
    )
    .slice(0, Math.max(0, count));
}
