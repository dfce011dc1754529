import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { SITE } from '../../../site.config';
import { absolute, localeStaticPaths, useTranslations } from '../../../i18n';
import { listPath } from '../../../lib/readings/paths';
import { FEED_SIZE, feedItems, feedOptions, finishedBooks } from '../../../lib/readings/feed';
import { readingList, readingNotes } from '../../../data/readings';
import { booksFeedPath } from '../../../lib/readings/paths';

export const getStaticPaths = localeStaticPaths;

/** The books read, the most recently finished first (`/readings/books.xml`, `/en/readings/books.xml`). */
export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) => {
  const { locale } = props;
  const t = useTranslations(locale);
  const { items } = await readingList(locale);
  const books = finishedBooks(items).slice(0, FEED_SIZE);
  return rss(
    feedOptions({
      title: `${SITE.owner} - ${t('readings.feedBooksTitle')}`,
      description: t('readings.feedBooksDescription'),
      locale,
      list: absolute(listPath(locale, { facet: { key: 'type', value: 'book' } })),
      self: absolute(booksFeedPath(locale)),
      items: feedItems(books, { locale, site: SITE.url, notes: await readingNotes(), t, date: 'finishedAt' }),
    }),
  );
};
