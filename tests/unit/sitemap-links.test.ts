import { describe, expect, it } from 'vitest';
import { sitemapLinks } from '../../src/build/seo/sitemap-links';

const LOCALES = { fr: 'fr-FR', en: 'en-US' };

describe('sitemapLinks', () => {
  const root = 'https://example.com/portfolio/';
  const urls = ['en/readings/a/', '', 'readings/a/', 'en/', 'readings/only-fr/', 'en/404/', '404/', 'en/readings/page/10/', 'readings/page/10/', 'readings/page/9/'].map((p) => root + p);

  const sitemap = () => {
    const links = sitemapLinks(root, LOCALES, 'fr');
    const listed = urls.filter((url) => links.add(url));
    return { listed, item: (url: string) => links.withLinks({ url: root + url }) };
  };

  it('gives each page the URLs of its twins in every locale, itself included, in URL order', () => {
    const { item } = sitemap();
    const pair = (fr: string, en: string) => [
      { url: root + en, lang: 'en-US' },
      { url: root + fr, lang: 'fr-FR' },
    ];
    const home = [
      { url: root, lang: 'fr-FR' },
      { url: `${root}en/`, lang: 'en-US' },
    ];
    expect(item('').links).toEqual(home);
    expect(item('en/').links).toEqual(home);
    expect(item('readings/a/').links).toEqual(pair('readings/a/', 'en/readings/a/'));
    expect(item('en/readings/page/10/').links).toEqual(pair('readings/page/10/', 'en/readings/page/10/'));
  });

  it('lists no links for a page in one locale only, nor for a URL outside the site', () => {
    const { item } = sitemap();
    expect(item('readings/only-fr/').links).toBeUndefined();
    expect(item('readings/page/9/').links).toBeUndefined();
    expect(sitemapLinks(root, LOCALES, 'fr').withLinks({ url: 'https://elsewhere.org/' })).toEqual({ url: 'https://elsewhere.org/' });
  });

  it('leaves the error pages out, in every locale', () => {
    const { listed } = sitemap();
    expect(listed.filter((url) => url.includes('404'))).toEqual([]);
    expect(listed).toHaveLength(urls.length - 2);
  });
});
