import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, type ReadingQuery } from '../../src/lib/readings/filters';
import { prepareReadings } from '../../src/lib/readings/prepared';
import { selectReadings } from '../../src/lib/readings/select';
import { type ReadingItem } from '../../src/lib/readings/model';
import { liveFacetCounts } from '../../src/lib/readings/facet-counts';

let seq = 0;
const item = (overrides: Partial<ReadingItem>): ReadingItem => ({
  id: `item-${++seq}`,
  name: `Item ${seq}`,
  type: 'article',
  status: 'read',
  tags: [],
  createdTime: '2025-01-01T00:00:00.000Z',
  lastEditedTime: '2025-02-01T00:00:00.000Z',
  ...overrides,
});

const ITEMS = [
  item({ name: 'Grid guide', tags: ['css', 'layout'], status: 'read', type: 'article' }),
  item({ name: 'Flex guide', tags: ['css'], status: 'toRead', type: 'video' }),
  item({ name: 'Hooks', tags: ['react', 'js'], status: 'read', type: 'article' }),
  item({ name: 'Styled guide', tags: ['react', 'css'], status: 'read', type: 'book' }),
  item({ name: 'Closures', tags: ['js'], status: 'toRead', type: 'article' }),
];
const prepared = prepareReadings(ITEMS, 'en');
const q = (query: Partial<ReadingQuery>): ReadingQuery => ({ ...DEFAULT_QUERY, ...query });

describe('liveFacetCounts', () => {
  it('without a filter, counts every option over the whole list, zeros included', () => {
    const counts = liveFacetCounts(prepared, DEFAULT_QUERY);
    expect(counts.tags).toEqual({ css: 3, layout: 1, react: 2, js: 2 });
    expect(counts.status).toMatchObject({ read: 3, toRead: 2 });
    expect(counts.type).toMatchObject({ article: 3, video: 1, book: 1, podcast: 0 });
  });

  it('a tag narrows the status and type counts; the tag counts leave out the tags chosen, as a status leaves out its own', () => {
    const counts = liveFacetCounts(prepared, q({ tags: ['css'] }));
    // The css results: Grid guide, Flex guide, Styled guide. Choosing js too would add Hooks and Closures: 2.
    expect(counts.tags).toEqual({ css: 3, layout: 1, react: 2, js: 2 });
    expect(counts.status).toMatchObject({ read: 2, toRead: 1 });
    expect(counts.type).toMatchObject({ article: 1, video: 1, book: 1 });
  });

  it('a tag count is how many results carry it; the selected tags add up to at least the total', () => {
    const query = q({ tags: ['css', 'js'] });
    const counts = liveFacetCounts(prepared, query);
    const total = selectReadings(prepared, query).total;
    expect(total).toBe(5);
    expect(counts.tags).toEqual({ css: 3, layout: 1, react: 2, js: 2 });
    expect(counts.tags.css! + counts.tags.js!).toBeGreaterThanOrEqual(total);
  });

  it('a status or type leaves out its own choice (its other options stay reachable), not the others’', () => {
    const counts = liveFacetCounts(prepared, q({ status: 'read' }));
    expect(counts.status).toMatchObject({ read: 3, toRead: 2 });
    expect(counts.type).toMatchObject({ article: 2, book: 1, video: 0 });
    expect(counts.tags).toEqual({ css: 2, layout: 1, react: 2, js: 1 });
  });

  it('search and every facet together', () => {
    const counts = liveFacetCounts(prepared, q({ search: 'guide', tags: ['css'], type: 'article' }));
    expect(counts.type).toMatchObject({ article: 1, video: 1, book: 1 });
    expect(counts.tags).toEqual({ css: 1, layout: 1, react: 0, js: 0 });
    expect(counts.status).toMatchObject({ read: 1, toRead: 0 });
  });

  it('an option count with its own facet chosen equals the total the list shows', () => {
    for (const query of [q({ status: 'toRead' }), q({ type: 'article', search: 'guide' }), q({ tags: ['react'] })]) {
      const counts = liveFacetCounts(prepared, query);
      const total = selectReadings(prepared, query).total;
      if (query.status) expect(counts.status[query.status]).toBe(total);
      if (query.type) expect(counts.type[query.type]).toBe(total);
      for (const tag of query.tags) expect(counts.tags[tag]).toBe(total);
    }
  });

  it('a tag named like an object member counts as itself', () => {
    const odd = prepareReadings([item({ tags: ['constructor'] }), item({ tags: ['__proto__'] })], 'en');
    const counts = liveFacetCounts(odd, DEFAULT_QUERY);
    expect(Object.hasOwn(counts.tags, 'constructor') && counts.tags.constructor).toBe(1);
    expect(Object.entries(counts.tags)).toContainEqual(['__proto__', 1]);
  });
});
