import type { APIRoute } from 'astro';
import { getPage } from '../../../data/pages';
import type { Locale, Route } from '../../../i18n';
import { ogImage } from '../../../build/og/image';
import { ogImagePages } from '../../../build/og/paths';
import { SITE } from '../../../site.config';
import { siteRole } from '../../../data/identity';

export function getStaticPaths() {
  return ogImagePages().map(({ locale, route }) => ({ params: { locale, route }, props: { locale, route } }));
}

/** The link-preview image of one page in one locale, written to `dist/og/<locale>/<route>.png`. */
export const GET: APIRoute = async ({ props }) => {
  const { locale, route } = props as { locale: Locale; route: Route };
  const { data } = await getPage(locale, route);
  const png = await ogImage({
    eyebrow: data.subtitle ?? siteRole(locale),
    title: route === 'index' ? SITE.owner : data.title,
    description: data.description,
    owner: SITE.owner,
    host: new URL(SITE.url).host,
  });
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
