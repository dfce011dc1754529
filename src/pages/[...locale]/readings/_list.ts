import { getCollection } from 'astro:content';
import type { Locale } from '../../../i18n';
import { prepareReadings, tagCounts, toReadingItem, type PreparedReadings, type ReadingItem } from '../../../lib/readings';

export interface ReadingList {
  items: ReadingItem[];
  /** Every tag in use, most used first. */
  tags: string[];
  prepared: PreparedReadings;
}

const lists = new Map<Locale, Promise<ReadingList>>();

/** The reading list of a locale, read and prepared once per build (every list page uses it). */
export function readingList(locale: Locale): Promise<ReadingList> {
  let list = lists.get(locale);
  if (!list) {
    list = getCollection('readings').then((entries) => {
      const items = entries.map((entry) => toReadingItem(entry.id, entry.data));
      return { items, tags: tagCounts(items, locale).map(({ tag }) => tag), prepared: prepareReadings(items, locale) };
    });
    lists.set(locale, list);
  }
  return list;
}
