import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { sitemapLinks } from '../build/seo/sitemap-links';

interface Options {
  defaultLocale: string;
  /** Each locale's URL prefix (the default locale's code for none) → its language tag. */
  locales: Record<string, string>;
  /** Whether a page's URL goes in the sitemap. */
  filter: (url: string) => boolean;
}

/**
 * `sitemap-index.xml` by @astrojs/sitemap, each page with its hreflang alternates
 * (src/build/seo/sitemap-links.ts, in one pass over the URLs instead of the integration's
 * comparison of every URL with every other).
 */
export function siteSitemap({ defaultLocale, locales, filter }: Options): AstroIntegration[] {
  let root = '';
  let links = sitemapLinks(root, locales, defaultLocale);
  return [
    {
      name: 'sitemap-links',
      hooks: {
        'astro:config:done': ({ config }) => {
          root = new URL(config.base.endsWith('/') ? config.base : `${config.base}/`, config.site).href;
        },
        'astro:build:start': () => {
          links = sitemapLinks(root, locales, defaultLocale);
        },
      },
    },
    sitemap({ filter: (url) => filter(url) && links.add(url), serialize: (item) => links.withLinks(item) }),
  ];
}
