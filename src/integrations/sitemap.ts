import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SitemapAndIndexStream, SitemapStream } from 'sitemap';
import { pageUrl, sitemapEntries } from '../build/seo/sitemap-entries';
import { normalizeBase } from '../i18n/url';

interface Options {
  defaultLocale: string;
  /** Each locale's URL prefix (the default locale's code for none) → its language tag. */
  locales: Record<string, string>;
  /** Whether a page goes in the sitemap, by its path under the base (`en/about/`). */
  filter: (path: string) => boolean;
}

/** URLs per sitemap file: the protocol allows 50,000, and @astrojs/sitemap's default is this. */
const URLS_PER_FILE = 45_000;

/**
 * After the build: `sitemap-index.xml` and its `sitemap-N.xml` files, written by the `sitemap`
 * library, each page with its hreflang alternates (src/build/seo/sitemap-entries.ts).
 *
 * Not @astrojs/sitemap: it sorts the URLs with a `localeCompare` that builds an ICU collator on
 * every comparison. On the 22,000 pages of a 10,000-item list that took 1.4 s and raised the
 * build's peak memory by 180 MB, which it kept to the end of the build; and its `i18n` option
 * compares every URL with every other (5.7 s).
 */
export function siteSitemap({ defaultLocale, locales, filter }: Options): AstroIntegration {
  let root = '';
  return {
    name: 'sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = new URL(normalizeBase(config.base), config.site).href;
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const urls = pages.filter(({ pathname }) => filter(pathname)).map(({ pathname }) => pageUrl(root, pathname));
        const entries = sitemapEntries(urls, root, locales, defaultLocale);
        const index = new SitemapAndIndexStream({
          limit: URLS_PER_FILE,
          getSitemapStream: (i) => {
            const file = `sitemap-${i}.xml`;
            const sitemap = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
            return [new URL(file, root).href, sitemap, sitemap.pipe(createWriteStream(fileURLToPath(new URL(file, dir))))];
          },
        });
        await pipeline(Readable.from(entries), index, createWriteStream(fileURLToPath(new URL('sitemap-index.xml', dir))));
        logger.info(`${entries.length} pages in sitemap-index.xml`);
      },
    },
  };
}
