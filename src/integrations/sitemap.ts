import sitemap, { type SitemapItem } from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { sitemapEntries } from '../build/seo/sitemap-entries';
import { normalizeBase } from '../i18n/url';

interface Options {
  defaultLocale: string;
  /** Each locale's URL prefix (the default locale's code for none) → its language tag. */
  locales: Record<string, string>;
  /** Whether a page goes in the sitemap, by its path under the base (`en/about/`). */
  filter: (path: string) => boolean;
}

/**
 * @astrojs/sitemap: `sitemap-index.xml` and its `sitemap-N.xml` files, each page with its hreflang
 * alternates. The alternates come through its `serialize`, from the site's one-pass map of the
 * URLs its `filter` kept (src/build/seo/sitemap-entries.ts), not through its `i18n` option, which
 * compares every URL with every other (22 s at 22,000 URLs). `serialize` also drops the error pages.
 */
export function siteSitemap({ defaultLocale, locales, filter }: Options): AstroIntegration {
  let root = '';
  let urls: string[] = [];
  let entries: Map<string, SitemapItem> | undefined;
  const integration = sitemap({
    namespaces: { news: false, image: false, video: false },
    filter: (url) => {
      const kept = url.startsWith(root) && filter(url.slice(root.length));
      if (kept) urls.push(url);
      return kept;
    },
    // Called once every URL has passed `filter`.
    serialize: (item) => (entries ??= sitemapEntries(urls, root, locales, defaultLocale)).get(item.url),
  });
  const configDone = integration.hooks['astro:config:done'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:done': async (params) => {
        root = new URL(normalizeBase(params.config.base), params.config.site).href;
        urls = [];
        entries = undefined;
        await configDone?.(params);
      },
    },
  };
}
