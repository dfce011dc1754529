import { activeTests, FACET_KEYS, FACETS, type FacetKey } from './filters.ts';
import type { ReadingQuery } from './filters.ts';
import type { PreparedReadings } from './prepared.ts';

/** How many items each facet value gives, by facet (a plain record per facet, as props carry them). */
export type FacetCounts = Record<FacetKey, Record<string, number>>;

/**
 * The filter sheet's counts for `query`, the same rule for every facet: an option's count is how
 * many items the *other* filters let through carry it. A facet's own selection is left out, so
 * each count says what choosing that option gives (a status or type replaces the one chosen; the
 * tags chosen combine with "or", so a tag's count is what that tag brings with the other filters).
 * Every option of the list has its entry, zero included (a tag named `constructor` or `__proto__`
 * included).
 */
export function liveFacetCounts(prepared: PreparedReadings, query: ReadingQuery): FacetCounts {
  const tagsInUse = prepared.items.flatMap((item) => item.tags);
  const counts = {} as Record<FacetKey, Map<string, number>>;
  for (const key of FACET_KEYS) counts[key] = new Map(FACETS[key].options(tagsInUse).map((option) => [option, 0]));
  const tests = activeTests(prepared, query);
  prepared.items.forEach((item, i) => {
    // The one filter this item fails, if it fails exactly one.
    let failed: string | null = null;
    for (const [key, test] of tests) {
      if (test(i)) continue;
      if (failed !== null) return;
      failed = key;
    }
    for (const key of FACET_KEYS) {
      if (failed !== null && failed !== key) continue;
      const map = counts[key];
      for (const value of FACETS[key].valuesOf(item)) map.set(value, (map.get(value) ?? 0) + 1);
    }
  });
  return Object.fromEntries(FACET_KEYS.map((key) => [key, Object.fromEntries(counts[key])])) as FacetCounts;
}
