import type { Locale } from '../../i18n/locales.ts';
import { activeTests, FACET_KEYS, FACETS, type FacetKey, type ReadingQuery } from './filters.ts';
import type { ReadingItem, SortKey } from './model.ts';
import { comparator, nameCollator, sortOrder, type PreparedReadings } from './prepared.ts';

/** A sorted copy. */
export function sortReadings(items: readonly ReadingItem[], sort: SortKey, locale: Locale): ReadingItem[] {
  return [...items].sort(comparator(sort, nameCollator(locale)));
}

/** How many items `pages` pages hold (at least one page). */
export function pageLimit(pageSize: number, pages: number): number {
  return Math.max(1, Math.floor(pages) || 1) * pageSize;
}

export interface Selection {
  /** The items shown: the first `pages` pages. */
  items: ReadingItem[];
  /** How many items pass the filters. */
  total: number;
  /** True while Load more has something to add. */
  hasMore: boolean;
}

/**
 * Filter, sort and paginate in one pass over a precomputed order: the items of pages
 * `firstPage` to `firstPage + pages - 1` (plain loops: this runs per keystroke).
 */
export function selectReadings(prepared: PreparedReadings, query: ReadingQuery, pages = 1, firstPage = 1): Selection {
  const { items } = prepared;
  const order = sortOrder(prepared, query.sort);
  const skip = pageLimit(query.pageSize, firstPage) - query.pageSize;
  const limit = skip + pageLimit(query.pageSize, pages);
  const tests = activeTests(prepared, query).map(([, test]) => test);
  const shown: ReadingItem[] = [];
  let total = 0;
  outer: for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    for (let j = 0; j < tests.length; j++) if (!tests[j]!(i)) continue outer;
    if (total >= skip && total < limit) shown.push(items[i]!);
    total++;
  }
  return { items: shown, total, hasMore: total > skip + shown.length };
}

/**
 * How many items each status, type and tag would give: the items passing every other active
 * filter (a facet's own selection does not narrow its counts). Every status, type and tag of the
 * list has its entry, zero included, so a count looked up by name is always the option's own
 * (a tag named `constructor` or `__proto__` included).
 */
export function facetCounts(prepared: PreparedReadings, query: ReadingQuery): Record<FacetKey, Map<string, number>> {
  const zeros = (values: Iterable<string>) => new Map(Array.from(values, (value) => [value, 0]));
  const tagsInUse = prepared.items.flatMap((item) => item.tags);
  const counts = Object.fromEntries(FACET_KEYS.map((key) => [key, zeros(FACETS[key].options(tagsInUse))])) as Record<FacetKey, Map<string, number>>;
  const tests = activeTests(prepared, query);
  const add = (key: FacetKey, item: ReadingItem) => {
    const map = counts[key];
    for (const value of FACETS[key].valuesOf(item)) map.set(value, (map.get(value) ?? 0) + 1);
  };
  prepared.items.forEach((item, i) => {
    let failed: string | null = null;
    for (const [key, test] of tests) {
      if (test(i)) continue;
      if (failed !== null) return;
      failed = key;
    }
    for (const key of FACET_KEYS) if (failed === null || failed === key) add(key, item);
  });
  return counts;
}

/** Every tag in use with how many items carry it, most used first, then A→Z. */
export function tagCounts(items: readonly ReadingItem[], locale: Locale): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const collator = nameCollator(locale);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag));
}

/** A facet count from a plain record (as props carry them), `0` for an option it lacks: never an inherited member. */
export function countOf(counts: Readonly<Record<string, number>>, option: string): number {
  return Object.hasOwn(counts, option) ? (counts[option] ?? 0) : 0;
}
