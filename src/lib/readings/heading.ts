import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { FACETS } from './filters.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Facet } from './paths.ts';

export interface ListHeading {
  /** The page's h1: the list's title, or a facet's value and count ("#css · 9 items"). */
  h1: string;
  /** The facet's own label ("#css", "The antilibrary"), `null` for the whole list or a query of several filters. */
  facetLabel: string | null;
  /** The count beside a title that does not carry it ("79 items"), `null` when the h1 has it. */
  aside: string | null;
}

/**
 * The heading of a reading-list view, the same on a static page and in the live list: a facet
 * (one status, type or tag) is headed by its value and count; the whole list, or a query that is
 * no facet of its own (a search, several filters), by the list's title (`title`) with the count
 * beside it. `facet` is `undefined` for such a query, `total` the items the view has.
 */
export function listHeading(facet: Facet | undefined, total: number, title: string, locale: Locale, t: Translate): ListHeading {
  const count = t('readings.count', { count: total, n: formatNumber(total, locale) });
  if (!facet) return { h1: title, facetLabel: null, aside: count };
  // What is still to read is the antilibrary: the books one has and has not read yet.
  const facetLabel = facet.key === 'status' && facet.value === 'toRead' ? t('readings.antilibrary') : FACETS[facet.key].heading(facet.value, t);
  return { h1: t('readings.facetHeading', { facet: facetLabel, count }), facetLabel, aside: null };
}
