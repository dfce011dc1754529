import type { APIRoute } from 'astro';
import { localizedPath } from '../i18n';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(`${import.meta.env.BASE_URL.replace(/\/?$/, '/')}sitemap-index.xml`, site);
  const body = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${localizedPath('fr', 'test')}`,
    `Disallow: ${localizedPath('en', 'test')}`,
    '',
    `Sitemap: ${sitemap.href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
