import { describe, expect, it } from 'vitest';
import { cutCodePoints, safeDecodeURI, stripUnfit } from '../../src/lib/text';
import { cleanFields } from '../../src/lib/readings/clean';
import { parseDateText, rawDateTexts } from '../../src/lib/readings/dates';
import { duplicateUrls, planTags } from '../../src/build/readings/integrity';
import { MAX_SEARCH_LENGTH } from '../../src/lib/readings/filters';
import { parseQuery, serializeQuery } from '../../src/lib/readings/url-state';
import { readingSchema } from '../../src/collections/readings';

describe('text at the edges of the site', () => {
  it('cuts on code points: an emoji is kept whole or left out', () => {
    expect(cutCodePoints('ab😀c', 3)).toBe('ab😀');
    expect(cutCodePoints('ab😀c', 2)).toBe('ab');
    expect(cutCodePoints('abc', 10)).toBe('abc');
  });

  it('keeps a search cut at 200 characters inside an emoji encodable (it threw a URIError)', () => {
    const search = `${'a'.repeat(MAX_SEARCH_LENGTH - 1)}😀`;
    const query = parseQuery(new URLSearchParams({ search }));
    expect(Array.from(query.search)).toHaveLength(MAX_SEARCH_LENGTH);
    expect(() => serializeQuery(query)).not.toThrow();
    expect(parseQuery(serializeQuery(query).slice(1)).search).toBe(query.search);
    expect(parseQuery(`search=${'a'.repeat(MAX_SEARCH_LENGTH)}%F0%9F%98%80`).search).toBe('a'.repeat(MAX_SEARCH_LENGTH));
  });

  it('decodes a path without throwing on a malformed escape', () => {
    expect(safeDecodeURI('/caf%C3%A9/')).toBe('/café/');
    expect(safeDecodeURI('/x%E0%A4%A')).toBe('/x%E0%A4%A');
    expect(safeDecodeURI('/caf%C3%A9/x%E0%A4%A')).toBe('/café/x%E0%A4%A');
  });

  it('strips control characters but tab and newline, noncharacters and lone surrogates', () => {
    expect(stripUnfit('a\u000bb\u0000c\u0085d\uffffe')).toBe('abcde');
    expect(stripUnfit('tab\there\nnext')).toBe('tab\there\nnext');
    expect(stripUnfit('lone \ud800 and \udc00 but 😀 stays')).toBe('lone  and  but 😀 stays');
  });
});

describe('the content boundary', () => {
  it('cleans every text field and says which it changed', () => {
    const { data, notes } = cleanFields({ name: 'Vertical\u000btab', tags: ['ok', 'bad\ud800'], description: 'fine' });
    expect(data).toEqual({ name: 'Verticaltab', tags: ['ok', 'bad'], description: 'fine' });
    expect(notes).toEqual(['name: control characters removed', 'tags.1: control characters removed']);
  });

  it('upgrades an http: image to https: with a note; the schema refuses one that reaches it', () => {
    const { data, notes } = cleanFields({ image: 'http://images.example/a.png' });
    expect(data.image).toBe('https://images.example/a.png');
    expect(notes).toEqual(['image: http: changed to https: (covers are downloaded over https only)']);
    const item = { name: 'x', type: 'article', status: 'read', createdTime: '2025-01-01', lastEditedTime: '2025-01-01' };
    expect(readingSchema.safeParse({ ...item, image: 'http://images.example/a.png' }).success).toBe(false);
    expect(readingSchema.safeParse({ ...item, image: 'https://images.example/a.png' }).success).toBe(true);
  });
});

describe('dates', () => {
  it('keeps the time of a date-time without a zone, as UTC; a date alone stays a date', () => {
    expect(rawDateTexts('createdTime: 2025-03-02 09:15:00\nlastEditedTime: 2025-03-02 # a comment\n')).toEqual({
      createdTime: '2025-03-02 09:15:00',
      lastEditedTime: '2025-03-02',
    });
    expect(parseDateText('2025-03-02 09:15:00').toISOString()).toBe('2025-03-02T09:15:00.000Z');
    expect(parseDateText('2025-03-02T09:15').toISOString()).toBe('2025-03-02T09:15:00.000Z');
    expect(parseDateText('2025-03-02T09:15:00+02:00').toISOString()).toBe('2025-03-02T07:15:00.000Z');
    expect(parseDateText('2025-03-02').toISOString()).toBe('2025-03-02T00:00:00.000Z');
  });
});

describe('tags across the list', () => {
  it('makes case variants one tag, in their most frequent spelling, naming the files', () => {
    const { canonical, warnings } = planTags([
      { source: 'a.yaml', tags: ['CSS'] },
      { source: 'b.yaml', tags: ['css', 'C++'] },
      { source: 'c.yaml', tags: ['css', 'C', 'C#'] },
    ]);
    expect(canonical.get('CSS')).toBe('css');
    expect(canonical.get('C++')).toBe('C++');
    expect(warnings).toEqual(['Tags "css", "CSS" are one tag, shown as "css": "css" in b.yaml, c.yaml; "CSS" in a.yaml.']);
  });

  it('fails when two distinct tags would share a page, naming both and their files', () => {
    expect(() =>
      planTags([
        { source: 'a.yaml', tags: ['Node.js'] },
        { source: 'b.yaml', tags: ['node-js'] },
      ]),
    ).toThrow('Tags "Node.js" (a.yaml) and "node-js" (b.yaml) would share the page /readings/tag/node-js/. Rename one of them.');
  });

  it('warns about one URL in two items, naming both files', () => {
    expect(
      duplicateUrls([
        { source: 'a.yaml', tags: [], url: 'https://example.com/post/' },
        { source: 'b.yaml', tags: [], url: 'https://example.com/post#intro' },
        { source: 'c.yaml', tags: [], url: 'https://example.com/other' },
      ]),
    ).toEqual(['The same reading twice: a.yaml and b.yaml both link to https://example.com/post. Merge them or remove one.']);
  });
});
