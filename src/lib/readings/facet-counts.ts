import { FACET_KEYS, type FacetKey, type ReadingQuery } from './filters.ts';
import type { PreparedReadings } from './prepared.ts';
import { facetCounts } from './select.ts';

/** How many items each facet value gives, by facet (a plain record per facet, as props carry them). */
export type FacetCounts = Record<FacetKey, Record<string, number>>;

/**
 * The filter sheet's counts for `query` (`facetCounts`), as the page's props and the island carry
 * them: an option's count is how many items the *other* filters let through carry it, the same
 * rule for every facet. A facet's own selection is left out, so each count says what choosing that
 * option gives (a status or type replaces the one chosen; the tags chosen combine with "or", so a
 * tag's count is what that tag brings with the other filters). Every option has its entry, zero
 * included (a tag named `constructor` or `__proto__` included).
 */
export function liveFacetCounts(prepared: PreparedReadings, query: ReadingQuery): FacetCounts {
  const counts = facetCounts(prepared, query);
  return Object.fromEntries(FACET_KEYS.map((key) => [key, Object.fromEntries(counts[key])])) as FacetCounts;
}
