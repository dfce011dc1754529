/**
 * The reading list's RSS feeds: the whole list (`/rss.xml`), one per tag and per status
 * (`/readings/tag/css/rss.xml`, `/readings/status/read/rss.xml`) and the finished books
 * (`/readings/books.xml`), in each locale. Each item links to its own page and carries its tags and
 * status as categories and the owner's notes (already sanitized HTML) as `content:encoded`.
 */
import type { RSSFeedItem, RSSOptions } from '@astrojs/rss';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { itemPath, type Facet } from './paths.ts';
import { FACETS, FEED_FACET_KEYS, facetOptions } from './filters.ts';
import type { ReadingItem } from './model.ts';
import { recentlyFinished } from './finished.ts';
import { statusLabelKey } from './words.ts';

/** How many items a tag, status or books feed holds: the latest ones. */
export const FEED_SIZE = 50;

/** A facet value with a feed of its own (a tag, a status: the facets the query table gives a feed). */
export type FeedFacet = NonNullable<Facet>;

/** True when a facet value has a feed of its own. */
export function hasFeed(facet: Facet): boolean {
  return facet !== null && FEED_FACET_KEYS.includes(facet.key);
}

/** Every facet value with a feed: `{ key: 'tags', value: 'css' }`, `{ key: 'status', value: 'read' }`, … */
export function feedFacets(tags: readonly string[]): FeedFacet[] {
  return FEED_FACET_KEYS.flatMap((key) => facetOptions(key, tags).map((value) => ({ key, value })));
}

/** The description of a facet value's feed ("Latest readings tagged css"). */
export function feedDescription(facet: FeedFacet, t: Translate): string {
  const field = FACETS[facet.key];
  return field.feed ? field.feed(facet.value, field.heading(facet.value, t), t) : '';
}

/** The books read, the most recently finished first (`recentlyFinished`). */
export function finishedBooks(items: readonly ReadingItem[]): ReadingItem[] {
  return recentlyFinished(items.filter((item) => item.type === 'book'));
}

export interface FeedItemsOptions {
  locale: Locale;
  /** The site's URL: item links are absolute. */
  site: URL | string;
  /** Each item's notes as sanitized HTML, by id. */
  notes: ReadonlyMap<string, string>;
  t: Translate;
  /** The date an item is published under: when it was added (default) or when it was finished. */
  date?: 'createdTime' | 'finishedAt';
}

/** The feed items of a list, in its order. */
export function feedItems(items: readonly ReadingItem[], { locale, site, notes, t, date = 'createdTime' }: FeedItemsOptions): RSSFeedItem[] {
  return items.map((item) => ({
    title: item.name,
    link: new URL(itemPath(locale, item.id), site).href,
    pubDate: new Date(item[date] ?? item.createdTime),
    description: item.description,
    // The status in the words of the item's type: a video done is "Watched".
    categories: [...item.tags, t(statusLabelKey(item), { context: item.type })],
    content: notes.get(item.id),
  }));
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A feed's options: its channel links to `list` (the list page it follows) and to itself (`self`). */
export function feedOptions({
  title,
  description,
  locale,
  list,
  self,
  items,
}: {
  title: string;
  description: string;
  locale: Locale;
  list: string;
  self: string;
  items: RSSFeedItem[];
}): RSSOptions {
  return {
    title,
    description,
    site: list,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${locale}</language><atom:link href="${escapeAttribute(self)}" rel="self" type="application/rss+xml"/>`,
    items,
  };
}
