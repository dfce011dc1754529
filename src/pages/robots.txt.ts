import type { APIRoute } from 'astro';
import { LOCALES, UNINDEXED_ROUTES } from '../structure';
import { localizedPath, withBase } from '../i18n';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(withBase('sitemap-index.xml'), site);
  const hidden = UNINDEXED_ROUTES.flatMap((route) => LOCALES.map((locale) => `Disallow: ${localizedPath(locale, route)}`));
  const body = ['User-agent: *', 'Allow: /', ...hidden, '', `Sitemap: ${sitemap.href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
