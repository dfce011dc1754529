/**
 * Runs `task` on every item, `limit` at a time: placing a large build's files one after the other
 * leaves the disk idle between requests (reading 22,000 pages: 27 s at 16, 50 s one by one, here).
 */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
