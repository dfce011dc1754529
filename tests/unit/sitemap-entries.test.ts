import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '../../src/build/seo/sitemap-entries';

const LOCALES = { fr: 'fr-FR', en: 'en-US' };

describe('sitemapEntries', () => {
  const root = 'https://example.com/portfolio/';
  const urls = ['en/readings/a/', '', 'readings/a/', 'en/', 'readings/only-fr/', 'en/404/', '404/', 'en/readings/page/10/', 'readings/page/10/', 'readings/page/9/', 'en/500/'].map((p) => root + p);
  const entries = () => sitemapEntries(urls, root, LOCALES, 'fr');
  const entry = (path: string) => entries().get(root + path);

  it('gives each page the URLs of its twins in every locale, itself included, in URL order', () => {
    const pair = (fr: string, en: string) => [
      { url: root + en, lang: 'en-US' },
      { url: root + fr, lang: 'fr-FR' },
    ];
    const home = [
      { url: root, lang: 'fr-FR' },
      { url: `${root}en/`, lang: 'en-US' },
    ];
    expect(entry('')?.links).toEqual(home);
    expect(entry('en/')?.links).toEqual(home);
    expect(entry('readings/a/')?.links).toEqual(pair('readings/a/', 'en/readings/a/'));
    expect(entry('en/readings/page/10/')?.links).toEqual(pair('readings/page/10/', 'en/readings/page/10/'));
  });

  it('orders a page\'s alternates with numbers read as numbers', () => {
    const numbered = { fr: 'fr-FR', v10: 'x-ten', v9: 'x-nine' };
    const versions = sitemapEntries([`${root}v10/a/`, `${root}v9/a/`], root, numbered, 'fr').get(`${root}v9/a/`)?.links;
    expect(versions?.map(({ url }) => url.slice(root.length))).toEqual(['v9/a/', 'v10/a/']);
  });

  it('lists no links for a page in one locale only, nor for a URL outside the site', () => {
    expect(entry('readings/only-fr/')).toEqual({ url: `${root}readings/only-fr/` });
    expect(entry('readings/page/9/')).toEqual({ url: `${root}readings/page/9/` });
    expect([...sitemapEntries(['https://elsewhere.org/'], root, LOCALES, 'fr').values()]).toEqual([{ url: 'https://elsewhere.org/' }]);
  });

  it('leaves the error pages out, in every locale', () => {
    const listed = [...entries().keys()];
    expect(listed.filter((url) => /\/(?:404|500)\//.test(url))).toEqual([]);
    expect(listed).toHaveLength(urls.length - 3);
  });

  it('lists each URL once', () => {
    const listed = [...sitemapEntries([...urls, ...urls], root, LOCALES, 'fr').keys()].map((url) => url.slice(root.length));
    expect(listed).toEqual(['en/readings/a/', '', 'readings/a/', 'en/', 'readings/only-fr/', 'en/readings/page/10/', 'readings/page/10/', 'readings/page/9/']);
  });
});
