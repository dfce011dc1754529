import { describe, expect, it } from 'vitest';
import response from './fixtures/notion-readings-query.json' with { type: 'json' };
import { mapNotionPage, parseNotionScore, type NotionPage } from '../../src/lib/notion/readings';
import { readingSchema } from '../../src/collections/readings';

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
    });
  });

  it('leaves out empty optional fields and reads an image from a files property', () => {
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
        image: 'https://prod-files-secure.s3.us-west-2.amazonaws.com/cover.png',
      },
    });
  });

  it('finds the title property by type and understands French labels and number scores', () => {
    expect(results[2]).toMatchObject({ ok: true, data: { name: 'Les Cast Codeurs', type: 'podcast', status: 'inProgress', score: 3 } });
  });

  it('reports rows it cannot map', () => {
    expect(results[3]).toEqual({ ok: false, id: '1a2b3c4d-0000-4000-8000-000000000004', reason: 'unknown type "Book"' });
    expect(results[4]).toEqual({ ok: false, id: '1a2b3c4d-0000-4000-8000-000000000005', reason: 'no name' });
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

  it('reads scores written in several ways', () => {
    const select = (name: string) => ({ type: 'select' as const, select: { name } });
    expect(parseNotionScore(select('★★★'))).toBe(3);
    expect(parseNotionScore(select('4/5'))).toBe(4);
    expect(parseNotionScore(select('great'))).toBeUndefined();
    expect(parseNotionScore({ type: 'number', number: null })).toBeUndefined();
    expect(parseNotionScore(undefined)).toBeUndefined();
  });
});
