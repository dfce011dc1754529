import type { APIRoute } from 'astro';
import { localeStaticPaths, useTranslations, withBase, type Locale } from '../../i18n';
import { iconSvg } from '../../lib/icon-svg';
import { feedStylesheet } from '../../lib/readings/feed-stylesheet';

export const getStaticPaths = localeStaticPaths;

/** The stylesheet that shows this locale's reading feeds as a page in a browser (`/feed.xsl`, `/en/feed.xsl`). */
export const GET: APIRoute = ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const body = feedStylesheet({ locale, t: useTranslations(locale), cssHref: withBase('feed.css'), iconHref: withBase('favicon.svg'), rssIcon: iconSvg('rss') });
  return new Response(body, { headers: { 'Content-Type': 'application/xslt+xml; charset=utf-8' } });
};
