import { describe, expect, it } from 'vitest';
import response from './fixtures/notion-readings-query.json' with { type: 'json' };
import { DEFAULT_PROPERTY_NAMES, mapNotionPage, parseNotionScore, type NotionPage } from '../../src/build/notion/readings';
import { readingSchema } from '../../src/collections/readings';
import { retryAfterMs } from '../../src/build/notion/http';
import { imageExtension, isNotionHosted } from '../../src/build/notion/images';

const pages = response.results as unknown as NotionPage[];
const results = pages.map((page) => mapNotionPage(page));

describe('Notion rows → reading items (recorded data source query)', () => {
  it('maps title, url, select type, status property, tags, star score, description and cover', () => {
    expect(results[0]).toEqual({
      ok: true,
      id: '1a2b3c4d-0000-4000-8000-000000000001',
      data: {
        name: 'Inventing on Principle',
        url: 'https://www.youtube.com/watch?v=PUv66718DII',
        type: 'video',
        status: 'read',
        tags: ['design', 'tools'],
        score: 5,
        createdTime: '2025-03-02T09:15:00.000Z',
        lastEditedTime: '2025-04-10T18:02:00.000Z',
        description: 'Creators need an immediate connection.',
        image: 'https://i.ytimg.com/vi/PUv66718DII/hqdefault.jpg',
      },
      warnings: [],
    });
  });

  it('leaves out empty optional fields and marks a Notion-hosted file for download, never as the image', () => {
    expect(results[1]).toEqual({
      ok: true,
      id: '1a2b3c4d-0000-4000-8000-000000000002',
      data: {
        name: 'À lire : le RGAA',
        type: 'article',
        status: 'toRead',
        tags: [],
        createdTime: '2025-05-20T07:00:00.000Z',
        lastEditedTime: '2025-05-20T07:00:00.000Z',
      },
      download: 'https://prod-files-secure.s3.us-west-2.amazonaws.com/cover.png',
      warnings: [],
    });
  });

  it('tells Notion-hosted and signed addresses from other images', () => {
    expect(isNotionHosted('https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b/cover.png?X-Amz-Expires=3600')).toBe(true);
    expect(isNotionHosted('https://s3.us-west-2.amazonaws.com/secure.notion-static.com/a/cover.png')).toBe(true);
    expect(isNotionHosted('https://s3.us-west-2.amazonaws.com/x/cover.png?X-Amz-Signature=ab')).toBe(true);
    expect(isNotionHosted('https://file.notion.so/f/f/a/cover.png')).toBe(true);
    expect(isNotionHosted('https://i.ytimg.com/vi/PUv66718DII/hqdefault.jpg')).toBe(false);
    expect(isNotionHosted('not a url')).toBe(false);
  });

  it('recognises images by their first bytes only', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(imageExtension(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a))).toBe('png');
    expect(imageExtension(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(imageExtension(bytes('GIF89a'))).toBe('gif');
    expect(imageExtension(bytes('RIFF0000WEBPVP8 '))).toBe('webp');
    expect(imageExtension(bytes('0000ftypavif'))).toBe('avif');
    expect(imageExtension(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeUndefined();
    expect(imageExtension(bytes('<!doctype html>'))).toBeUndefined();
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('finds the title property by type and understands French labels and number scores', () => {
    expect(results[2]).toMatchObject({ ok: true, data: { name: 'Les Cast Codeurs', type: 'podcast', status: 'inProgress', score: 3 } });
  });

  it('reports rows it cannot map', () => {
    expect(results[3]).toEqual({ ok: false, id: '1a2b3c4d-0000-4000-8000-000000000004', reason: 'property "Type": unknown value "Comic"' });
    expect(results[4]).toEqual({ ok: false, id: '1a2b3c4d-0000-4000-8000-000000000005', reason: 'property "Name": missing or empty' });
  });

  it('gives data the collection schema accepts, and rejects what it must', () => {
    for (const result of results.slice(0, 3)) {
      if (!result.ok) throw new Error('expected a mapped row');
      expect(readingSchema.safeParse(result.data).success, result.id).toBe(true);
    }
    const dangerous = results[5]!;
    expect(dangerous).toMatchObject({ ok: true, data: { type: 'video', status: 'canceled', score: 2 } });
    if (!dangerous.ok) throw new Error('expected a mapped row');
    const parsed = readingSchema.safeParse(dangerous.data);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['url']);
  });

  it("reads Notion's default status names in English and French, the owner's own options, and never an Object member", () => {
    const row = (status: string, type = 'Article') =>
      mapNotionPage(
        {
          ...pages[0]!,
          properties: { ...pages[0]!.properties, Status: { type: 'status', status: { name: status } }, Type: { type: 'select', select: { name: type } } },
        },
        { names: DEFAULT_PROPERTY_NAMES, statuses: { Backlog: 'toRead' }, types: { Talk: 'video' } },
      );
    const statusOf = (name: string) => {
      const result = row(name);
      return result.ok ? result.data.status : result.reason;
    };
    expect(['Not started', 'In progress', 'Done'].map(statusOf)).toEqual(['toRead', 'inProgress', 'read']);
    expect(['Pas commencé', 'En cours', 'Terminé'].map(statusOf)).toEqual(['toRead', 'inProgress', 'read']);
    expect(statusOf('Backlog')).toBe('toRead');
    expect(row('Done', 'Talk')).toMatchObject({ ok: true, data: { type: 'video' } });
    expect(statusOf('constructor')).toBe('property "Status": unknown value "constructor"');
    expect(statusOf('__proto__')).toBe('property "Status": unknown value "__proto__"');
  });

  it('leaves out an unusable optional property with a warning, keeping the row', () => {
    const result = mapNotionPage({
      ...pages[0]!,
      properties: { ...pages[0]!.properties, URL: { type: 'number', number: 3 }, Tags: { type: 'multi_select', multi_select: [{ name: null }] } },
    } as unknown as NotionPage);
    expect(result).toMatchObject({
      ok: true,
      data: { name: 'Inventing on Principle', tags: [] },
      // In the order of the field table (`READING_FIELDS`).
      warnings: ['property "URL": expected url or rich_text, found number; left out', 'property "Tags": an option has no name; left out'],
    });
    expect(result.ok && 'url' in result.data).toBe(false);
  });

  it('reads scores written in several ways', () => {
    const select = (name: string) => ({ type: 'select' as const, select: { name } });
    expect(parseNotionScore(select('★★★'))).toBe(3);
    expect(parseNotionScore(select('4/5'))).toBe(4);
    expect(parseNotionScore(select('great'))).toBeUndefined();
    expect(parseNotionScore({ type: 'number', number: null })).toBeUndefined();
    expect(parseNotionScore(undefined)).toBeUndefined();
  });
});

describe('book properties of a Notion row', () => {
  const text = (content: string) => [{ type: 'text', plain_text: content, href: null }];
  const book = (properties: Record<string, unknown>) =>
    mapNotionPage({
      ...pages[0]!,
      properties: { ...pages[0]!.properties, Type: { type: 'select', select: { name: 'Livre' } }, ...properties },
    } as unknown as NotionPage);

  it('reads authors, ISBN, pages, publisher, year, dates, rereads and favorite', () => {
    const result = book({
      Authors: { type: 'multi_select', multi_select: [{ name: 'Gilles Deleuze' }, { name: 'Félix Guattari' }] },
      ISBN: { type: 'rich_text', rich_text: text('978-2-07-036822-8') },
      Pages: { type: 'number', number: 645 },
      Publisher: { type: 'select', select: { name: 'Minuit' } },
      Year: { type: 'number', number: 1980 },
      Started: { type: 'date', date: { start: '2025-03-02', end: null, time_zone: null } },
      Finished: { type: 'date', date: { start: '2025-04-10T18:00:00.000+02:00', end: null, time_zone: null } },
      Rereads: { type: 'number', number: 1 },
      Favorite: { type: 'checkbox', checkbox: true },
    });
    expect(result).toMatchObject({
      ok: true,
      warnings: [],
      data: {
        type: 'book',
        authors: ['Gilles Deleuze', 'Félix Guattari'],
        isbn: '978-2-07-036822-8',
        pages: 645,
        publisher: 'Minuit',
        year: 1980,
        startedAt: '2025-03-02',
        finishedAt: '2025-04-10T18:00:00.000+02:00',
        rereads: 1,
        favorite: true,
      },
    });
    if (!result.ok) throw new Error('expected a mapped row');
    expect(readingSchema.parse(result.data)).toMatchObject({ isbn: '9782070368228', finishedAt: new Date('2025-04-10T16:00:00Z') });
  });

  it('splits text authors on ";" only, takes a number ISBN and a text publisher, and reads "Book"', () => {
    const result = book({
      Type: { type: 'select', select: { name: 'Book' } },
      Authors: { type: 'rich_text', rich_text: text('Le Guin, Ursula K.;  Tolkien, J. R. R. ;') },
      ISBN: { type: 'number', number: 9782070368228 },
      Publisher: { type: 'rich_text', rich_text: text(' Gallimard ') },
      Started: { type: 'date', date: null },
      Favorite: { type: 'checkbox', checkbox: false },
    });
    expect(result).toMatchObject({
      ok: true,
      data: { type: 'book', authors: ['Le Guin, Ursula K.', 'Tolkien, J. R. R.'], isbn: '9782070368228', publisher: 'Gallimard', favorite: false },
    });
    expect(result.ok && 'startedAt' in result.data).toBe(false);
    expect(result.ok && 'pages' in result.data).toBe(false);
  });

  it('reads a video’s speakers from text split on ";" and its length in minutes, leaving out a length written as text', () => {
    const video = book({ Type: { type: 'select', select: { name: 'Video' } }, Speakers: { type: 'rich_text', rich_text: text('Guy Steele; ') }, Minutes: { type: 'number', number: 53 } });
    expect(video).toMatchObject({ ok: true, warnings: [], data: { type: 'video', speakers: ['Guy Steele'], minutes: 53 } });
    const wrong = book({ Minutes: { type: 'rich_text', rich_text: text('53 min') } });
    expect(wrong).toMatchObject({ ok: true, warnings: ['property "Minutes": expected number, found rich_text; left out'] });
    expect(wrong.ok && 'minutes' in wrong.data).toBe(false);
  });

  it('leaves out a book property of the wrong type with a warning, and reads renamed properties', () => {
    const result = book({ Pages: { type: 'rich_text', rich_text: text('300') }, Favorite: { type: 'select', select: { name: 'yes' } } });
    expect(result).toMatchObject({
      ok: true,
      warnings: ['property "Pages": expected number, found rich_text; left out', 'property "Favorite": expected checkbox, found select; left out'],
    });
    const renamed = mapNotionPage(
      { ...pages[0]!, properties: { ...pages[0]!.properties, Auteurs: { type: 'multi_select', multi_select: [{ name: 'Annie Ernaux' }] } } } as unknown as NotionPage,
      { names: { ...DEFAULT_PROPERTY_NAMES, authors: 'Auteurs' } },
    );
    expect(renamed).toMatchObject({ ok: true, data: { authors: ['Annie Ernaux'] } });
  });
});
