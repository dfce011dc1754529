import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/lib/readings/schema';
import { newItemId, newItemText, parseItemFile, problems, updatedText, urlKey } from '../../tools/readings/files';
import { goodreadsDate, goodreadsItem, parseGoodreadsCsv, parseShelves, reviewNotes, shelfStatus, shelfTags, unwrapCell } from '../../tools/readings/goodreads';

const rows = parseGoodreadsCsv(readFileSync('tests/fixtures/goodreads-export.csv', 'utf8'));
const row = (title: string) => rows.find((r) => r.cells.Title === title)!;

describe('Goodreads cells', () => {
  it('unwraps ISBNs written for spreadsheets, empty ones too', () => {
    expect(unwrapCell('="9780345391803"')).toBe('9780345391803');
    expect(unwrapCell('=""')).toBe('');
    expect(unwrapCell(' 0345391802 ')).toBe('0345391802');
    expect(unwrapCell(undefined)).toBe('');
  });
  it('reads dates written YYYY/MM/DD as ISO days; other text is left for the schema to refuse', () => {
    expect(goodreadsDate('2024/03/05')).toBe('2024-03-05');
    expect(goodreadsDate('2024/3/5')).toBe('2024-03-05');
    expect(goodreadsDate('')).toBeUndefined();
    expect(goodreadsDate('March 5')).toBe('March 5');
  });
  it('maps the exclusive shelves to statuses, the other shelves to tags', () => {
    expect(shelfStatus('read')).toBe('read');
    expect(shelfStatus('currently-reading')).toBe('inProgress');
    expect(shelfStatus('to-read')).toBe('toRead');
    expect(shelfStatus('abandoned')).toBeUndefined();
    expect(shelfTags('programming, read, to-read,  , fav, programming', 'read')).toEqual(['programming', 'fav']);
    expect(shelfTags('abandoned, fiction', 'abandoned')).toEqual(['fiction']);
  });
  it('turns a review into Markdown notes: <br/> makes lines and paragraphs, other HTML goes', () => {
    expect(reviewNotes('One <b>bold</b> &amp; true.<br/><br/>Two.<br />Three.')).toBe('One bold & true.\n\nTwo.\\\nThree.');
    expect(reviewNotes('')).toBe('');
  });
});

describe('Goodreads rows', () => {
  it('maps a shelf of the owner’s own to a status with --shelf, and refuses a pair that is not one', () => {
    const cells = { Title: 'Infinite Jest', 'Exclusive Shelf': 'Abandoned', 'Book Id': '6759', Bookshelves: 'abandoned, fiction', 'Date Added': '2024/01/02' };
    const shelves = parseShelves(['abandoned=canceled'], ['toRead', 'inProgress', 'read', 'canceled']);
    const { data, warnings } = goodreadsItem({ line: 2, cells }, { shelves });
    expect(data).toMatchObject({ status: 'canceled', tags: ['fiction'] });
    expect(warnings).toEqual([]);
    expect(goodreadsItem({ line: 2, cells }).warnings[0]).toContain('--shelf Abandoned=canceled maps it');
    expect(() => parseShelves(['abandoned=dropped'], ['toRead', 'canceled'])).toThrow('--shelf: "abandoned=dropped" is not shelf=status');
  });

  it('counts the reads after the first as rereads (Read Count)', () => {
    const cells = { Title: 'Dune', 'Exclusive Shelf': 'read', 'Book Id': '234225', 'Read Count': '3', 'Date Added': '2024/01/02' };
    expect(goodreadsItem({ line: 2, cells }).data).toMatchObject({ rereads: 2 });
    expect(goodreadsItem({ line: 2, cells: { ...cells, 'Read Count': '1' } }).data).not.toHaveProperty('rereads');
  });

  it('numbers each row by the line it starts on, multi-line reviews counted', () => {
    expect(rows.map((r) => r.line)).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(row('Eloquent JavaScript, 3rd Ed.: A "Modern" Introduction to Programming').cells['My Review']).toContain('\nWritten in two lines');
  });
  it('maps a read book with its rating, dates, shelves, authors and review', () => {
    const { data, notes } = goodreadsItem(row('Eloquent JavaScript, 3rd Ed.: A "Modern" Introduction to Programming'));
    expect(data).toEqual({
      name: 'Eloquent JavaScript, 3rd Ed.: A "Modern" Introduction to Programming',
      url: 'https://www.goodreads.com/book/show/37812530',
      type: 'book',
      status: 'read',
      tags: ['programming', 'javascript'],
      score: 5,
      authors: ['Marijn Haverbeke'],
      isbn: '9781593279509',
      pages: 472,
      publisher: 'No Starch Press',
      year: 2011,
      finishedAt: '2024-03-05',
      createdTime: '2024-01-10T00:00:00Z',
      goodreadsId: '37812530',
    });
    expect(notes).toBe('Clear and practical & short.\n\nThe exercises, with "their" solutions, are the best part.\\\nOne chapter a week.\\\nWritten in two lines, too.');
    expect(problems({ ...data, lastEditedTime: '2025-01-01T00:00:00Z' })).toEqual([]);
  });
  it('leaves out an empty ISBN and an unrated score; additional authors follow the author', () => {
    expect(goodreadsItem(row('The Hunger Games')).data).not.toHaveProperty('isbn');
    expect(goodreadsItem(row('The Hunger Games')).data).not.toHaveProperty('score');
    const wind = goodreadsItem(row('The Name of the Wind')).data;
    expect(wind).toMatchObject({ status: 'inProgress', tags: ['fantasy', 'owned-books'], authors: ['Patrick Rothfuss', 'Jane Doe', 'John Roe'] });
  });
  it('keeps a shelf of the owner’s own as a tag, with the status toRead', () => {
    const { data, warnings } = goodreadsItem(row('Infinite Jest'));
    expect(data).toMatchObject({ status: 'toRead', tags: ['fiction', 'abandoned'] });
    expect(warnings[0]).toContain('abandoned');
  });
  it('refuses, by field, an impossible date and a bad ISBN', () => {
    const now = { lastEditedTime: '2025-01-01T00:00:00Z' };
    expect(problems({ ...goodreadsItem(row('Thinking, Fast and Slow')).data, ...now })).toEqual([
      'finishedAt: Not a real date: "2023-02-30" (expected a date such as 2025-03-02T09:15:00Z)',
    ]);
    expect(problems({ ...goodreadsItem(row('Bad Number')).data, ...now })[0]).toMatch(/^isbn: Not a valid ISBN/);
  });
});

describe('goodreadsId', () => {
  const item = { name: 'A', type: 'book', status: 'toRead', createdTime: '2025-01-01', lastEditedTime: '2025-01-01' };
  it('is digits, a YAML number too', () => {
    expect(readingSchema.parse({ ...item, goodreadsId: '4099' }).goodreadsId).toBe('4099');
    expect(readingSchema.parse({ ...item, goodreadsId: 4099 }).goodreadsId).toBe('4099');
    expect(problems({ ...item, goodreadsId: 'abc' })).toEqual(['goodreadsId: Expected a Goodreads book id (digits only)']);
  });
});

describe('new items', () => {
  it('get a readable id, never a reserved one, never one taken', () => {
    expect(newItemId("Don't Make Me Think", 'book', new Set())).toBe('dont-make-me-think');
    expect(newItemId('Eloquent JavaScript', 'book', new Set())).toBe('eloquent-javascript');
    expect(newItemId('Stats', 'book', new Set())).toBe('stats-book');
    expect(newItemId('Page', 'article', new Set())).toBe('page-article');
    expect(newItemId('Refactoring', 'book', new Set(['refactoring', 'refactoring-2']))).toBe('refactoring-3');
    expect(newItemId('Écoconception web', 'article', new Set())).toBe('ecoconception-web');
    expect(newItemId('日本語', 'article', new Set())).toBe('日本語');
    // Short ids for imported books: no series, no subtitle (the name keeps them).
    expect(newItemId('Dune (Dune, #1)', 'book', new Set())).toBe('dune');
    expect(newItemId('Designing Data-Intensive Applications: The Big Ideas Behind Reliable Systems', 'book', new Set())).toBe('designing-data-intensive-applications');
    expect(newItemId('The Fellowship of the Ring (The Lord of the Rings, #1)', 'book', new Set())).toBe('the-fellowship-of-the-ring');
    expect(newItemId('CoRecursive: The Untold Story of SQLite', 'podcast', new Set())).toBe('corecursive-the-untold-story-of-sqlite');
    const long = newItemId('word '.repeat(40), 'article', new Set());
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('word')).toBe(true);
  });
  it('are Markdown with front matter in the schema’s order, and read back as written', () => {
    const text = newItemText({ status: 'toRead', name: 'A: "B"', type: 'book', createdTime: '2025-01-01T00:00:00Z', lastEditedTime: '2025-01-01T00:00:00Z', tags: ['x', 'y'], goodreadsId: '12' }, 'Notes.');
    expect(text.split('\n').slice(0, 4)).toEqual(['---', `name: 'A: "B"'`, 'type: book', 'status: toRead']);
    expect(text).toContain('tags: [x, "y"]\n');
    expect(text).toContain('goodreadsId: "12"\n');
    const file = parseItemFile('/c/a.md', 'a.md', text);
    expect(file.data.goodreadsId).toBe('12');
    expect(file.body.trim()).toBe('Notes.');
  });
  it('compare URLs without trailing slash, fragment or scheme', () => {
    expect(urlKey('https://Example.com/a/#x')).toBe(urlKey('http://example.com/a'));
    expect(urlKey('https://example.com/a?b=1')).not.toBe(urlKey('https://example.com/a'));
  });
});

describe('updates', () => {
  it('keep a YAML file YAML, its comments and untouched fields as written', () => {
    const source = '# mine\nname: "A"\ntype: book\nstatus: toRead\ntags: ["x"]\ncreatedTime: 2025-01-01T00:00:00Z\nlastEditedTime: 2025-01-01T00:00:00Z\n';
    const file = parseItemFile('/c/a.yaml', 'a.yaml', source);
    expect(file.data.createdTime).toBe('2025-01-01T00:00:00Z');
    const text = updatedText(file, { ...file.data, status: 'read', finishedAt: '2025-02-01' });
    expect(text).toBe(source.replace('status: toRead', 'status: read') + 'finishedAt: 2025-02-01\n');
  });
  it('keep a Markdown file’s notes', () => {
    const file = parseItemFile('/c/a.md', 'a.md', '---\nname: A\ntype: book\nstatus: toRead\n---\n\nMy notes.\n');
    expect(updatedText(file, { ...file.data, score: 4 })).toBe('---\nname: A\ntype: book\nstatus: toRead\nscore: 4\n---\n\nMy notes.\n');
  });
  it('keep a JSON file JSON', () => {
    const file = parseItemFile('/c/a.json', 'a.json', '{"name":"A"}');
    expect(JSON.parse(updatedText(file, { ...file.data, score: 4 }))).toEqual({ name: 'A', score: 4 });
  });
});
