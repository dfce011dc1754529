import { getRssString } from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { type ReadingItem } from '../../src/lib/readings/model';
import { feedItems, feedOptions, finishedBooks, hasFeed } from '../../src/lib/readings/feed';
import { renderNotes } from '../../src/build/readings/notes';
import { tagSlugs } from '../../src/build/readings/slug';
import { parseRss } from '../support/rss';
import { booksFeedPath, facetFeedPath, feedsPagePath } from '../../src/lib/readings/paths';

/** The segments the build makes for the reading list's tags, and passes down; these are the tests' tags. */
const SLUGS = tagSlugs(['css', 'C++']);

const SITE = 'https://example.com';
const item = (overrides: Partial<ReadingItem>): ReadingItem => ({
  id: 'an-item',
  name: 'An item',
  type: 'article',
  status: 'read',
  tags: [],
  createdTime: '2026-01-01T10:00:00.000Z',
  lastEditedTime: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const NOTES = [
  'Loved it <script>alert(1)</script> **a lot**.',
  '',
  '```',
  'if (a[b[0]]>c) return "]]>";',
  '```',
  '',
  '[x](javascript:alert(2)) and a ]]> in text <img src=x onerror="alert(3)">',
].join('\n');

/** A feed of `items` as the site writes it, and as a reader parses it back. */
async function roundTrip(items: ReadingItem[], notes: ReadonlyMap<string, string>, locale: 'fr' | 'en' = 'en') {
  const xml = await getRssString(
    feedOptions({
      title: 'Readings',
      description: 'All of them',
      locale,
      list: `${SITE}/en/readings/tag/css/`,
      self: `${SITE}/en/readings/tag/css/rss.xml`,
      items: feedItems(items, { locale, site: SITE, notes, t: useTranslations(locale) }),
    }),
  );
  return { xml, feed: parseRss(xml) };
}

describe('reading feeds', () => {
  it('link each item to its own page, with its tags and status as categories', async () => {
    const { feed } = await roundTrip([item({ id: 'css-tricks', name: 'Tips & <tricks>', tags: ['css', 'C++'], status: 'toRead' })], new Map());
    expect(feed).toMatchObject({ title: 'Readings', link: `${SITE}/en/readings/tag/css/`, self: `${SITE}/en/readings/tag/css/rss.xml`, language: 'en' });
    expect(feed.items).toEqual([
      {
        title: 'Tips & <tricks>',
        link: `${SITE}/en/readings/css-tricks/`,
        guid: `${SITE}/en/readings/css-tricks/`,
        pubDate: 'Thu, 01 Jan 2026 10:00:00 GMT',
        categories: ['css', 'C++', 'To read'],
      },
    ]);
    const fr = await roundTrip([item({ status: 'inProgress' })], new Map(), 'fr');
    expect(fr.feed.items[0]).toMatchObject({ link: `${SITE}/readings/an-item/`, categories: ['En cours'] });
  });

  it('name a status done in the words of the item’s type: read, watched, listened; agreeing with a video in French', async () => {
    const done = [item({ id: 'a', type: 'article' }), item({ id: 'v', type: 'video' }), item({ id: 'p', type: 'podcast' }), item({ id: 'c', type: 'video', status: 'canceled' })];
    expect((await roundTrip(done, new Map())).feed.items.map((i) => i.categories)).toEqual([['Read'], ['Watched'], ['Listened'], ['Canceled']]);
    expect((await roundTrip(done, new Map(), 'fr')).feed.items.map((i) => i.categories)).toEqual([['Lu'], ['Vue'], ['Écouté'], ['Abandonnée']]);
  });

  it('are for feed readers: no stylesheet for browsers (people get the page of feeds)', async () => {
    const { xml } = await roundTrip([item({})], new Map());
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss /);
    expect(xml).not.toContain('xml-stylesheet');
    expect(feedsPagePath('fr', '/')).toBe('/readings/feeds/');
    expect(feedsPagePath('en', '/blog/')).toBe('/blog/en/readings/feeds/');
  });

  it('carry the sanitized notes as content:encoded: no script, and a ]]> in them survives', async () => {
    const html = renderNotes(NOTES).html;
    const { xml, feed } = await roundTrip([item({ id: 'noted' }), item({ id: 'bare' })], new Map([['noted', html]]));
    expect(xml).not.toMatch(/<script|<img|onerror|javascript:/i);
    const [noted, bare] = feed.items;
    expect(noted!.content).toBe(html);
    expect(noted!.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(noted!.content).toContain('<strong>a lot</strong>');
    expect(noted!.content).toContain('return "]]>";');
    expect(noted!.content).toContain('a ]]> in text');
    expect(bare!.content).toBeUndefined();
    expect(xml.match(/<content:encoded>/g)).toHaveLength(1);
  });

  it('of books list the books read, the most recently finished first, dated when finished', async () => {
    const books = finishedBooks([
      item({ id: 'old', type: 'book', finishedAt: '2025-03-01T00:00:00.000Z' }),
      item({ id: 'article', type: 'article', finishedAt: '2026-05-01T00:00:00.000Z' }),
      item({ id: 'new', type: 'book', finishedAt: '2026-04-01T00:00:00.000Z', createdTime: '2020-01-01T00:00:00.000Z' }),
      item({ id: 'reading', type: 'book', status: 'inProgress', startedAt: '2026-06-01T00:00:00.000Z' }),
    ]);
    expect(books.map((book) => book.id)).toEqual(['new', 'old']);
    const [first] = feedItems(books, { locale: 'en', site: SITE, notes: new Map(), t: useTranslations('en'), date: 'finishedAt' });
    expect(first!.pubDate).toEqual(new Date('2026-04-01T00:00:00.000Z'));
  });

  it('sit beside their list page', () => {
    expect(facetFeedPath('en', { key: 'tags', value: 'C++' }, SLUGS, '/')).toBe('/en/readings/tag/c-plus-plus/rss.xml');
    expect(facetFeedPath('fr', { key: 'status', value: 'read' }, SLUGS, '/')).toBe('/readings/status/read/rss.xml');
    expect(booksFeedPath('en', '/')).toBe('/en/readings/books.xml');
    expect([null, { key: 'type', value: 'book' }, { key: 'tags', value: 'css' }, { key: 'status', value: 'read' }].map((f) => hasFeed(f as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

