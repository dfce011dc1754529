import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { SITE } from '../../site.config';
import { localeStaticPaths, localizedPath, useTranslations, type Locale } from '../../i18n';
import { safeUrl } from '../../lib/safe-url';
import { sortReadings } from '../../lib/readings';
import { readingList } from './readings/_list';
import { getPage } from '../../data/pages';

export const getStaticPaths = localeStaticPaths;

/** The reading list as an RSS feed, newest first (`/rss.xml`, `/en/rss.xml`). */
export const GET: APIRoute = async ({ props, site }) => {
  const locale = (props as { locale: Locale }).locale;
  const t = useTranslations(locale);
  const listUrl = new URL(localizedPath(locale, 'readings'), site ?? SITE.url).href;
  const { items } = await readingList(locale);
  return rss({
    title: `${SITE.owner} - ${(await getPage(locale, 'readings')).data.title}`,
    description: t('readings.feedDescription'),
    site: site ?? SITE.url,
    customData: `<language>${locale}</language>`,
    items: sortReadings(items, 'createdTime', locale).map((item) => ({
      title: item.name,
      link: safeUrl(item.url) ?? `${listUrl}#${item.id}`,
      description: item.description,
      pubDate: new Date(item.createdTime),
      categories: item.tags,
    })),
  });
};
