/** The `count` most recently finished items (status `read`, newest last edit first); dates as `Date` or ISO text. */
export function latestReadings<T extends { status: string; lastEditedTime: Date | string; name: string }>(
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
