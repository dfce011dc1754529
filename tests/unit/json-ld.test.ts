import { describe, expect, it } from 'vitest';
import { personLd, readingItemLd, readingListLd, webSiteLd } from '../../src/build/seo/json-ld';
import { jsonLdText } from '../../src/lib/head';
import type { ReadingItem } from '../../src/lib/readings/model';
import { SITE } from '../../src/site.config';

const home = { site: SITE, locale: 'en' as const, role: 'Front-end engineer', homeUrl: `${SITE.url}/en/` };
const item = (over: Partial<ReadingItem> = {}): ReadingItem => ({
  id: 'a',
  name: 'Inclusive components',
  type: 'article',
  status: 'read',
  tags: [],
  createdTime: '2026-01-02T00:00:00.000Z',
  lastEditedTime: '2026-01-03T00:00:00.000Z',
  ...over,
});

describe('JSON-LD', () => {
  it('describes the owner from the site configuration', () => {
    const person = personLd(home);
    expect(person).toMatchObject({ '@type': 'Person', name: SITE.owner, jobTitle: 'Front-end engineer', url: home.homeUrl });
    expect(person.sameAs).toEqual(SITE.socials.map((s) => s.url));
    expect(personLd({ ...home, locale: 'fr', role: 'Ingénieure front-end' }).jobTitle).toBe('Ingénieure front-end');
    expect(person).toHaveProperty('email', SITE.contact.replace('mailto:', ''));
    expect(personLd({ ...home, site: { ...SITE, contact: 'https://example.org/contact' } })).not.toHaveProperty('email');
  });

  it('names the owner as the author of the site, in the page language', () => {
    const site = webSiteLd({ ...home, locale: 'fr' });
    expect(site).toMatchObject({ '@type': 'WebSite', name: SITE.siteName, inLanguage: 'fr-FR' });
    expect(site.author).toEqual({ '@id': personLd(home)['@id'] });
  });

  it('lists a page’s readings in order by the address of each one’s page', () => {
    const list = readingListLd(['https://x/readings/a/', 'https://x/readings/b/'], 'Data base', 'https://x/readings/');
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, url: 'https://x/readings/' });
    // A summary page: each element names its item's own page, which describes the item.
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://x/readings/a/' },
      { '@type': 'ListItem', position: 2, url: 'https://x/readings/b/' },
    ]);
  });

  it('gives an item page its item’s language when the item has one', () => {
    const page = { site: SITE, pageUrl: 'https://x/readings/a/' };
    expect(readingItemLd(item({ lang: 'fr' }), page)).toMatchObject({ inLanguage: 'fr' });
    expect(readingItemLd(item(), page)).not.toHaveProperty('inLanguage');
  });

  it('gives a video its speakers as creators and its length as an ISO 8601 duration', () => {
    const video = readingItemLd(item({ type: 'video', speakers: ['Guy Steele'], minutes: 83 }), { site: SITE, pageUrl: 'https://x/readings/a/' });
    expect(video).toMatchObject({ '@type': 'VideoObject', creator: [{ '@type': 'Person', name: 'Guy Steele' }], duration: 'PT83M' });
    const bare = readingItemLd(item({ type: 'podcast' }), { site: SITE, pageUrl: 'https://x/readings/a/' });
    expect(bare).not.toHaveProperty('creator');
    expect(bare).not.toHaveProperty('duration');
  });

  it('cannot close its script element', () => {
    const text = jsonLdText(readingListLd([], '</script><script>alert(1)</script>', 'https://x/'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
