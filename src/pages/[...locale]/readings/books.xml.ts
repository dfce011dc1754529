import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { SITE } from '../../../site.config';
import { localeStaticPaths, useTranslations, type Locale } from '../../../i18n';
import { listPath } from '../../../lib/readings';
import { FEED_SIZE, booksFeedPath, feedItems, feedOptions, finishedBooks } from '../../../lib/readings/feed';
import { readingList, readingNotes } from '../../../data/readings';

export const getStaticPaths = localeStaticPaths;

/** The books read, the most recently finished first (`/readings/books.xml`, `/en/readings/books.xml`). */
export const GET: APIRoute = async ({ props, site = new URL(SITE.url) }) => {
  const locale = (props as { locale: Locale }).locale;
  const t = useTranslations(locale);
  const { items } = await readingList(locale);
  const books = finishedBooks(items).slice(0, FEED_SIZE);
  return rss(
    feedOptions({
      title: `${SITE.owner} - ${t('readings.feedBooksTitle')}`,
      description: t('readings.feedBooksDescription'),
      locale,
      list: new URL(listPath(locale, { key: 'type', value: 'book' }), site).href,
      self: new URL(booksFeedPath(locale), site).href,
      items: feedItems(books, { locale, site, notes: await readingNotes(), t, date: 'finishedAt' }),
    }),
  );
};
