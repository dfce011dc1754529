import { readingItems } from '../../../data/readings';
import type { Locale } from '../../../i18n';
import {
  facetCounts,
  facetQuery,
  prepareReadings,
  selectReadings,
  tagCounts,
  type Facet,
  type FacetKey,
  type PreparedReadings,
  type ReadingItem,
} from '../../../lib/readings';

export interface ReadingList {
  items: ReadingItem[];
  /** Every tag in use, most used first. */
  tags: string[];
  prepared: PreparedReadings;
  /** The items and facet counts of each static list (computed once, shared by its pages). */
  view(facet: Facet): { items: ReadingItem[]; counts: Record<FacetKey, Record<string, number>> };
}

const lists = new Map<Locale, Promise<ReadingList>>();

/** The reading list of a locale, read and prepared once per build (every list page uses it). */
export function readingList(locale: Locale): Promise<ReadingList> {
  let list = lists.get(locale);
  if (!list) {
    list = readingItems().then((items) => {
      const prepared = prepareReadings(items, locale);
      const views = new Map<string, ReturnType<ReadingList['view']>>();
      const view = (facet: Facet) => {
        const key = facet ? `${facet.key}:${facet.value}` : '';
        let found = views.get(key);
        if (!found) {
          const query = facetQuery(facet);
          const counts = facetCounts(prepared, query);
          found = {
            items: selectReadings(prepared, query, Infinity).items,
            counts: { status: Object.fromEntries(counts.status), type: Object.fromEntries(counts.type), tags: Object.fromEntries(counts.tags) },
          };
          views.set(key, found);
        }
        return found;
      };
      return { items, tags: tagCounts(items, locale).map(({ tag }) => tag), prepared, view };
    });
    lists.set(locale, list);
  }
  return list;
}
