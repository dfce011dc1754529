import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { cachedOgImage } from '../../../../build/og/cache';
import { musicYearList, weeklyCharts } from '../../../../data/lab-year';
import { LANGUAGE_TAGS, LOCALES, useTranslations } from '../../../../i18n';
import { formatNumber } from '../../../../i18n/format';
import { musicYear } from '../../../../lib/lastfm/year';
import { SITE } from '../../../../site.config';
import { SITE_TIME_ZONE } from '../../../../data/clock';

/** Each year in music's link-preview image, per locale: `/og/lab-year/<locale>/<year>.png`, its plays and top artists. */
export function getStaticPaths() {
  return LOCALES.flatMap((locale) => musicYearList().map((year) => ({ params: { locale, year: String(year) }, props: { locale, year } })));
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) => {
  const { locale, year } = props;
  const t = useTranslations(locale);
  const data = musicYear(weeklyCharts()!, year, SITE_TIME_ZONE);
  const plays = t('labStats.plays', { count: data.plays, n: formatNumber(data.plays, locale) });
  const top = new Intl.ListFormat(LANGUAGE_TAGS[locale]).format(data.artists.slice(0, 3).map((a) => a.name));
  const png = await cachedOgImage({
    eyebrow: t('musicYear.eyebrow'),
    title: t('musicYear.title', { year: String(year) }),
    description: top ? `${plays} · ${top}` : plays,
    owner: SITE.owner,
    host: new URL(SITE.url).host,
  });
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
