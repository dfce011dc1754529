import { describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/collections/readings';
import { entryId, isRealDateText, rawDateTexts, slugProblem } from '../../src/build/readings/source-checks';
import { cleanNotes } from '../../src/lib/readings/clean';

const VALID = {
  name: 'Inclusively Hidden',
  url: 'https://www.scottohara.me/blog/2017/04/14/inclusively-hidden.html',
  type: 'article',
  status: 'read',
  tags: ['a11y', 'css'],
  score: 4,
  createdTime: '2025-03-02T09:00:00.000Z',
  lastEditedTime: '2025-03-04T18:30:00.000Z',
};

/** Each hostile or malformed item, and the field the error must name. */
const INVALID: [string, Record<string, unknown>, string][] = [
  ['a javascript: URL', { url: 'javascript:alert(1)' }, 'url'],
  ['a data: URL', { url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
  ['a protocol-relative URL', { url: '//evil.example/x' }, 'url'],
  ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
  ['a score of 7', { score: 7 }, 'score'],
  ['a score of 0', { score: 0 }, 'score'],
  ['a fractional score', { score: 3.5 }, 'score'],
  ['an edit date before the creation date', { lastEditedTime: '2025-03-01T09:00:00.000Z' }, 'lastEditedTime'],
  ['a missing name', { name: undefined }, 'name'],
  ['a blank name', { name: '   ' }, 'name'],
  ['an unknown status', { status: 'done' }, 'status'],
  ['an unknown type', { type: 'novel' }, 'type'],
  ['a date that is no date', { createdTime: 'yesterday' }, 'createdTime'],
  ['tags that are not a list', { tags: 'css' }, 'tags'],
  ['an ISBN-13 with a wrong check digit', { type: 'book', isbn: '978-0-13-595705-8' }, 'isbn'],
  ['an ISBN-10 with a wrong check digit', { type: 'book', isbn: '0-596-51774-3' }, 'isbn'],
  ['an ISBN of the wrong length', { type: 'book', isbn: '97801359570' }, 'isbn'],
  ['pages that are zero', { pages: 0 }, 'pages'],
  ['pages that are not whole', { pages: 12.5 }, 'pages'],
  ['pages that are text', { pages: 'many' }, 'pages'],
  ['a finish before the start', { startedAt: '2025-03-10', finishedAt: '2025-03-09' }, 'finishedAt'],
  ['a finish on an item still to read', { status: 'toRead', finishedAt: '2025-03-09' }, 'finishedAt'],
  ['a finish on an item in progress', { status: 'inProgress', finishedAt: '2025-03-09' }, 'finishedAt'],
  ['an impossible start date', { startedAt: '2025-02-30' }, 'startedAt'],
  ['an empty author list', { authors: [] }, 'authors'],
  ['a language with a region', { lang: 'fr-FR' }, 'lang'],
  ['a language named, not tagged', { lang: 'French' }, 'lang'],
  ['an unknown language code', { lang: 'xx' }, 'lang'],
  ['an empty speaker list', { type: 'video', speakers: [] }, 'speakers'],
  ['a length of zero minutes', { type: 'video', minutes: 0 }, 'minutes'],
  ['a length that is not whole minutes', { type: 'video', minutes: 12.5 }, 'minutes'],
  ['a length written as text', { type: 'podcast', minutes: '1h' }, 'minutes'],
  ['a length over 100 hours', { type: 'podcast', minutes: 6001 }, 'minutes'],
];

describe('books and reading dates', () => {
  it('accepts a book with every field, keeping the ISBN as bare digits', () => {
    const result = readingSchema.safeParse({
      ...VALID,
      type: 'book',
      authors: ['David Thomas', 'Andrew Hunt'],
      isbn: '978-0-13-595705-9',
      pages: 352,
      publisher: 'Addison-Wesley',
      year: 1999,
      startedAt: '2024-12-03',
      finishedAt: '2025-01-12T17:30:00Z',
      rereads: 2,
      favorite: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.isbn).toBe('9780135957059');
    expect(result.data?.finishedAt?.toISOString()).toBe('2025-01-12T17:30:00.000Z');
  });

  it('takes an ISBN-10 with an X check digit, an ISBN written as a number, and authors as "A; B"', () => {
    expect(readingSchema.safeParse({ ...VALID, isbn: '0-8044-2957-X' }).data?.isbn).toBe('080442957X');
    expect(readingSchema.safeParse({ ...VALID, isbn: 9780135957059 }).data?.isbn).toBe('9780135957059');
    expect(readingSchema.safeParse({ ...VALID, authors: 'Ada Lovelace; Charles Babbage' }).data?.authors).toEqual(['Ada Lovelace', 'Charles Babbage']);
  });

  it('lets a canceled item have a finish date, and a read one finish on the day it started', () => {
    expect(readingSchema.safeParse({ ...VALID, status: 'canceled', startedAt: '2025-03-01', finishedAt: '2025-03-02' }).success).toBe(true);
    expect(readingSchema.safeParse({ ...VALID, startedAt: '2025-03-01', finishedAt: '2025-03-01' }).success).toBe(true);
  });

  it('says why a finish date does not fit the status', () => {
    const result = readingSchema.safeParse({ ...VALID, status: 'toRead', finishedAt: '2025-03-09' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'finishedAt')?.message).toMatch(/read or canceled.*toRead/);
  });
});

describe('reading item schema', () => {
  it('accepts a valid item', () => {
    expect(readingSchema.safeParse(VALID).success).toBe(true);
  });

  it('accepts an unrated item without URL, tags or description', () => {
    const { score, url, tags, ...rest } = VALID;
    expect(readingSchema.safeParse(rest).success).toBe(true);
  });

  it.each(INVALID)('rejects %s, naming the field', (_label, patch, field) => {
    const result = readingSchema.safeParse({ ...VALID, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('checks on the original text of a reading file', () => {
  it.each(['2024-02-29', '2025-03-02T09:15:00.000Z', '2025-03-02T09:15:00Z', '2025-03-02T09:15+02:00', '2025-12-31 23:59:59'])(
    'accepts the real date %s',
    (text) => expect(isRealDateText(text)).toBe(true),
  );

  it.each(['2026-02-30T10:00:00Z', '2025-02-29', '2025-13-01', '2025-04-31', '2025-01-01T24:00:00Z', '2025-01-01T10:60Z', 'yesterday', '1/2/2025'])(
    'refuses %s',
    (text) => expect(isRealDateText(text)).toBe(false),
  );

  it('finds the date text the YAML parser turned into a Date', () => {
    const source = 'name: "x"\ncreatedTime: 2026-02-30T10:00:00Z # typo\nlastEditedTime: "2026-03-01"\n';
    expect(rawDateTexts(source)).toEqual({ createdTime: '2026-02-30T10:00:00Z', lastEditedTime: '2026-03-01' });
    expect(rawDateTexts('name: x\n  createdTime: 2025-01-01\n')).toEqual({});
  });

  it('gives a file the id the glob loader gives it, whatever its extension', () => {
    expect(entryId('a.yaml', {})).toBe('a');
    expect(entryId('a.json', {})).toBe('a');
    expect(entryId('Sub/My Notes.md', {})).toBe('sub/my-notes');
    expect(entryId('sub/index.yml', {})).toBe('sub');
    expect(entryId('x.yaml', { slug: 'custom' })).toBe('custom');
  });
});

describe('length limits', () => {
  it('takes a 300-character name and a 2,000-character description, not one more', () => {
    expect(readingSchema.safeParse({ ...VALID, name: 'n'.repeat(300), description: 'd'.repeat(2000) }).success).toBe(true);
    const tooLong = readingSchema.safeParse({ ...VALID, name: 'n'.repeat(301), description: 'd'.repeat(2001) });
    expect(tooLong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'description']);
  });

  it('takes a site-local image path but not a protocol-relative one', () => {
    expect(readingSchema.safeParse({ ...VALID, image: '/portfolio/notion-images/0123456789abcdef0123456789abcdef.png' }).success).toBe(true);
    expect(readingSchema.safeParse({ ...VALID, image: '//evil.example/x.png' }).success).toBe(false);
    expect(readingSchema.safeParse({ ...VALID, image: '/\\evil.example/x.png' }).success).toBe(false);
  });
});

describe('cleanNotes', () => {
  it('removes control characters and lone surrogates from notes, and says so', () => {
    expect(cleanNotes('Fine notes.\n\n- a\t b')).toEqual({ notes: 'Fine notes.\n\n- a\t b' });
    expect(cleanNotes('Bad\u0001 \ud800notes\u007f 😀')).toEqual({ notes: 'Bad notes 😀', note: 'notes: control characters removed' });
  });
});

describe('slugProblem', () => {
  it('accepts words joined by slashes, and refuses what names no page', () => {
    for (const slug of [undefined, 'a', 'notes/2025/b', 'écoconception_web-2']) expect(slugProblem(slug), String(slug)).toBeUndefined();
    for (const slug of ['../../x', '/x', 'a//b', 'a/', '.', 'a b', '', 3]) expect(slugProblem(slug), String(slug)).toMatch(/^slug: .* is not an address under \/readings\//);
  });
});
