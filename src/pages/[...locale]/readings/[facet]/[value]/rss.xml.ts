import rss from '@astrojs/rss';
import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { SITE } from '../../../../../site.config';
import { absolute, DEFAULT_LOCALE, localeStaticPaths, useTranslations } from '../../../../../i18n';
import { FACETS } from '../../../../../lib/readings/filters';
import { listPath, listSegments } from '../../../../../lib/readings/paths';
import { FEED_SIZE, feedDescription, feedFacets, feedItems, feedOptions } from '../../../../../lib/readings/feed';
import { readingList, readingNotes } from '../../../../../data/readings';
import { getPage } from '../../../../../data/pages';
import { facetFeedPath } from '../../../../../lib/readings/paths';

/** One feed per tag and per status, beside its list page: `/readings/tag/css/rss.xml`, `/en/readings/status/read/rss.xml`. */
export async function getStaticPaths() {
  const { tags, tagSlugs } = await readingList(DEFAULT_LOCALE);
  const facets = feedFacets(tags);
  return localeStaticPaths().flatMap(({ params, props }) =>
    facets.map((facet) => {
      const [segment, value] = listSegments(facet, 1, tagSlugs);
      return { params: { ...params, facet: segment, value }, props: { ...props, facet } };
    }),
  );
}

/** The latest items of a tag or status, newest first. */
export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) => {
  const { locale, facet } = props;
  const t = useTranslations(locale);
  const { view, tagSlugs } = await readingList(locale);
  const heading = (await getPage(locale, 'readings')).data.title;
  const label = FACETS[facet.key].heading(facet.value, t);
  return rss(
    feedOptions({
      title: `${SITE.owner} - ${t('readings.facetTitle', { title: heading, facet: label })}`,
      description: feedDescription(facet, t),
      locale,
      list: absolute(listPath(locale, { facet, slugs: tagSlugs })),
      self: absolute(facetFeedPath(locale, facet, tagSlugs)),
      items: feedItems(view(facet).items.slice(0, FEED_SIZE), { locale, site: SITE.url, notes: await readingNotes(), t }),
    }),
  );
};
