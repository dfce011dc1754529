import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { SITE } from '../../site.config';
import { absolute, localeStaticPaths, localizedPath, SITE_PATHS, useTranslations } from '../../i18n';
import { sortReadings } from '../../lib/readings/select';
import { feedItems, feedOptions } from '../../lib/readings/feed';
import { readingList, readingNotes } from '../../data/readings';
import { getPage } from '../../data/pages';

export const getStaticPaths = localeStaticPaths;

/** The reading list as an RSS feed, newest first (`/rss.xml`, `/en/rss.xml`). */
export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) => {
  const { locale } = props;
  const t = useTranslations(locale);
  const { items } = await readingList(locale);
  const sorted = sortReadings(items, 'createdTime', locale);
  return rss(
    feedOptions({
      title: `${SITE.owner} - ${(await getPage(locale, 'readings')).data.title}`,
      description: t('readings.feedDescription'),
      locale,
      list: absolute(localizedPath(locale, 'readings')),
      self: absolute(SITE_PATHS.feed(locale)),
      items: feedItems(sorted, { locale, site: SITE.url, notes: await readingNotes(), t }),
    }),
  );
};
