import type { APIRoute } from 'astro';
import { LOCALES, UNINDEXED_ROUTES } from '../structure';
import { absolute, localizedPath, SITE_PATHS } from '../i18n';

export const GET: APIRoute = () => {
  const sitemap = absolute(SITE_PATHS.sitemap());
  const hidden = UNINDEXED_ROUTES.flatMap((route) => LOCALES.map((locale) => `Disallow: ${localizedPath(locale, route)}`));
  const body = ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
