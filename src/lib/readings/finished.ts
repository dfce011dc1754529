/**
 * What "finished" means across the site, defined once: an item is finished when its status is
 * `read` and it has a valid finish date (a canceled item is not finished, whatever its dates). The
 * statistics, the year pages, the home page's latest readings and the books feed all read it here.
 */
import type { ReadingItem } from './model.ts';

/** When an item was finished: status `read` with a valid `finishedAt`; otherwise `undefined`. */
export function finishDate(item: Pick<ReadingItem, 'status' | 'finishedAt'>): Date | undefined {
  if (item.status !== 'read' || !item.finishedAt) return undefined;
  const date = new Date(item.finishedAt);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type Finishable = Pick<ReadingItem, 'status' | 'name' | 'finishedAt'> & { lastEditedTime: Date | string };

/**
 * The items read (status `read`), the most recently finished first: by finish date, then (for
 * those without one, after every dated item) by last edit, then by name.
 */
export function recentlyFinished<T extends Finishable>(items: readonly T[]): T[] {
  const time = (item: T) => finishDate(item)?.getTime() ?? -Infinity;
  const edited = (item: T) => new Date(item.lastEditedTime).getTime();
  return items
    .filter((item) => item.status === 'read')
    .sort((a, b) => time(b) - time(a) || edited(b) - edited(a) || a.name.localeCompare(b.name));
}
