/**
 * The pages worth sharing have preview cards of their own (SPEC §14 "Sharing"): every reading
 * year, the statistics page, the lab and each reading item, in both locales. Each card is served
 * as a 1200×630 PNG, named by `og:image` and `twitter:image`, and described by the same alt text,
 * which says what the card shows.
 */
import { Parser } from 'htmlparser2';
import { readFileSync } from 'node:fs';
import { finishedYears } from '../../src/lib/readings/years';
import { parseReadingList } from '../../src/lib/readings/items';
import { expect, LOCALES, localizedPath, test, type Locale } from './fixtures';
import { DIST } from './quality/dist';

const items = parseReadingList(JSON.parse(readFileSync(`${DIST}/readings.json`, 'utf8')));
const YEARS = finishedYears(items, new Date(), 'UTC');
const BOOK = items.find((item) => item.score && item.type === 'book')!;

/** Each page with a card of its own, and the card's file under the site's root. */
const pages = (locale: Locale) => {
  const readings = localizedPath(locale, 'readings', '/');
  return [
    { path: `${readings}stats/`, card: `/og/${locale}/readings/stats.png`, alt: /\d/ },
    ...YEARS.map((year) => ({ path: `${readings}year/${year}/`, card: `/og/${locale}/readings/year/${year}.png`, alt: new RegExp(String(year)) })),
    { path: localizedPath(locale, 'lab', '/'), card: `/og/${locale}/lab.png`, alt: /\d/ },
    { path: `${readings}${BOOK.id}/`, card: `/og/readings/${BOOK.id}.png`, alt: new RegExp(`${BOOK.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${BOOK.score}`) },
  ];
};

/** The `content` of each `<meta>` of the page's HTML named `key` (by `property` or `name`), its references decoded. */
function metas(html: string, attribute: 'property' | 'name', key: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'meta' && attributes[attribute] === key) found.push(attributes.content ?? '');
    },
  });
  parser.end(html);
  return found;
}

// The pages' HTML as a sharing site's crawler reads it: no script runs, no page is rendered.
for (const locale of LOCALES) {
  test(`${locale}: the year pages, the statistics, the lab and an item each name a 1200×630 card of their own, with its alt text`, async ({ request }) => {
    expect(YEARS.length, 'years with a finished item').toBeGreaterThan(0);
    const cards = new Set<string>();
    for (const { path, card, alt } of pages(locale)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const origin = new URL(response.url()).origin;
      const [image, ...moreImages] = metas(html, 'property', 'og:image');
      expect.soft(moreImages, `${path}: one og:image`).toEqual([]);
      expect.soft(new URL(image ?? '', 'http://x').pathname, `${path}: og:image`).toBe(card);
      expect.soft(metas(html, 'name', 'twitter:image'), `${path}: twitter:image`).toEqual([image ?? '']);
      const [text, ...moreTexts] = metas(html, 'property', 'og:image:alt');
      expect.soft(moreTexts, `${path}: one og:image:alt`).toEqual([]);
      expect.soft(text, `${path}: og:image:alt`).toMatch(alt);
      expect.soft(metas(html, 'name', 'twitter:image:alt'), `${path}: twitter:image:alt`).toEqual([text ?? '']);
      const png = await request.get(`${origin}${card}`);
      expect.soft(png.headers()['content-type'], `${card}: type`).toBe('image/png');
      const bytes = await png.body();
      expect.soft([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], `${card}: size`).toEqual([1200, 630]);
      cards.add(bytes.toString('base64'));
    }
    // A card of its own: no two of these pages share a picture.
    expect(cards.size).toBe(pages(locale).length);
  });
}
