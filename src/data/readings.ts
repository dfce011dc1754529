import { getCollection } from 'astro:content';
import { duplicateUrls, planTags } from '../lib/readings/integrity';
import { toReadingItem, type ReadingItem } from '../lib/readings';

let items: Promise<ReadingItem[]> | undefined;

/**
 * The reading list as every page, feed and `readings.json` shows it, read once per build: tags in
 * their shown spelling (case variants merged, with a warning naming the files). Two tags that would
 * share a page stop the build; one URL in two items is a warning.
 */
export function readingItems(): Promise<ReadingItem[]> {
  return (items ??= getCollection('readings').then((entries) => {
    const sourced = entries.map((entry) => ({ source: entry.filePath ?? `Notion row ${entry.id}`, tags: entry.data.tags, url: entry.data.url }));
    const { canonical, warnings } = planTags(sourced);
    for (const warning of [...warnings, ...duplicateUrls(sourced)]) console.warn(`[readings] ${warning}`);
    return entries.map((entry) => {
      const item = toReadingItem(entry.id, entry.data);
      item.tags = [...new Set(item.tags.map((tag) => canonical.get(tag) ?? tag))];
      return item;
    });
  }));
}
