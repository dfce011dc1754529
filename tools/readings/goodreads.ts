/**
 * Goodreads' "Export Library" CSV as reading items: one row gives the fields Goodreads knows of a
 * book, and the review as notes. Pure: no file is read or written here.
 */
import { parse } from 'csv-parse/sync';
import { importColumn, importColumns, type FieldKey } from '../../src/lib/readings/model.ts';
import { IMPORTED_TYPE, importerStatuses } from '../../src/lib/readings/vocabulary.ts';

/** One row of the export, by column name, with the physical line where it starts in the file. */
export interface GoodreadsRow {
  line: number;
  cells: Record<string, string>;
}

/** What a row gives an item: its fields, its notes, and the notes to show the owner. */
export interface GoodreadsItem {
  data: Record<string, unknown>;
  notes: string;
  warnings: string[];
}

/** The column each item field comes from, to name it when a row is refused. */
export const SOURCE_COLUMNS: Record<string, string> = importColumns('goodreads');

/** What the owner says of an import on the command line. */
export interface ImportOptions {
  /** Exclusive shelves of the owner's own, by name in lower case, and the status each gives (`--shelf`). */
  shelves?: Readonly<Record<string, string>>;
}

/** `--shelf` values (`abandoned=canceled`, or several joined by commas) as shelves and statuses; a wrong one throws, naming it. */
export function parseShelves(values: readonly string[], statuses: readonly string[]): Record<string, string> {
  const shelves: Record<string, string> = {};
  for (const pair of values.flatMap((value) => value.split(','))) {
    const [name, status] = pair.split('=').map((part) => part.trim());
    if (!name || !status || !statuses.includes(status)) {
      throw new Error(`--shelf: "${pair}" is not shelf=status (status one of ${statuses.join(', ')}), nothing written.`);
    }
    shelves[name.toLowerCase()] = status;
  }
  return shelves;
}

/** The exclusive shelves and the status each one gives (each status's `goodreads` words in `src/lib/readings/vocabulary.ts`). */
export const SHELF_STATUSES: Record<string, string> = importerStatuses('goodreads');

/**
 * A CSV file's text, whatever a spreadsheet saved it as: UTF-8 (with or without a byte-order mark),
 * UTF-16 with its mark, else Windows-1252 (the Latin encoding spreadsheets use on Windows).
 */
export function csvText(bytes: Uint8Array): { text: string; encoding: string } {
  const decode = (encoding: string, fatal = false) => new TextDecoder(encoding, { fatal }).decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode('utf-16le'), encoding: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode('utf-16be'), encoding: 'UTF-16' };
  try {
    return { text: decode('utf-8', true), encoding: 'utf-8' };
  } catch {
    return { text: decode('windows-1252'), encoding: 'Windows-1252 (not UTF-8)' };
  }
}

/** The separator of a CSV file, from its header: a comma, or the semicolon or tab some spreadsheets save with. */
export function csvDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => header.split(separator).length;
  return [',', ';', '\t'].reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/**
 * The rows of an export. Titles and reviews hold quotes, commas and new lines; a row's line is the
 * one its record starts on, new lines inside quoted cells counted. A cell a spreadsheet saved
 * without its quotes (`="0450040186"`) is read as it is.
 */
export function parseGoodreadsCsv(text: string): GoodreadsRow[] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records = parse(source, { columns: true, info: true, raw: true, skip_empty_lines: true, relax_quotes: true, delimiter: csvDelimiter(source) }) as {
    record: Record<string, string>;
    info: { lines: number };
    raw: string;
  }[];
  return records.map(({ record, info, raw }) => {
    const own = raw.replace(/^\n+/, '').replace(/\n$/, '');
    return { line: info.lines - (own.match(/\n/g)?.length ?? 0), cells: record };
  });
}

/**
 * A cell as Goodreads writes it for spreadsheets: `="9780345391803"` is `9780345391803`, `=""` is
 * empty; so is a cell a spreadsheet saved again (`=9780345391803`).
 */
export function unwrapCell(value: string | undefined): string {
  const text = (value ?? '').trim();
  const m = /^="(.*)"$/s.exec(text) ?? /^=(\d*)$/.exec(text);
  return (m ? m[1]! : text).trim();
}

/** An ISBN a spreadsheet turned into a number (`9.78045E+12`): its digits are lost. */
const SPREADSHEET_NUMBER = /^\d(?:[.,]\d+)?E\+?\d+$/i;

/**
 * A Goodreads date (`2024/03/05`) as ISO 8601 (`2024-03-05`); empty stays `undefined`. Anything
 * else is given back as it is, for the schema to refuse with its own message.
 */
export function goodreadsDate(value: string | undefined): string | undefined {
  const text = unwrapCell(value);
  if (!text) return undefined;
  const m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : text;
}

/**
 * The status of an exclusive shelf: Goodreads' own, or one the owner maps (`--shelf abandoned=canceled`,
 * names in lower case); `undefined` for another shelf of the owner's own.
 */
export function shelfStatus(shelf: string, own: Readonly<Record<string, string>> = {}): string | undefined {
  const name = shelf.trim().toLowerCase();
  return Object.hasOwn(own, name) ? own[name] : SHELF_STATUSES[name];
}

/** The shelves that become tags: every shelf but the exclusive ones (`to-read`, `read`, …). */
export function shelfTags(bookshelves: string, exclusiveShelf: string): string[] {
  const exclusive = new Set([...Object.keys(SHELF_STATUSES), exclusiveShelf.trim().toLowerCase()]);
  const tags = bookshelves
    .split(',')
    .map((shelf) => shelf.trim())
    .filter((shelf) => shelf && !exclusive.has(shelf.toLowerCase()));
  return [...new Set(tags)];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A review as Markdown notes: `<br/>` is a new line (two make a paragraph), other HTML is dropped,
 * entities are decoded.
 */
export function reviewNotes(review: string | undefined): string {
  const text = (review ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?p\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  return reviewMarkdown(text);
}

/** A plain-text review as Markdown: its paragraphs kept, and its line breaks (StoryGraph's reviews are plain text). */
export function reviewMarkdown(review: string): string {
  return review
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\\\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

const wholeNumber = (value: string | undefined): number | string | undefined => {
  const text = unwrapCell(value);
  if (!text) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
};

/**
 * The item a row gives: type `book`, the status of its exclusive shelf, its other shelves as tags,
 * the rating as score (0 is unrated), `Date Read` as `finishedAt` (read books only), `Date Added`
 * as `createdTime`, the review as notes. Fields the row leaves empty are left out.
 */
export function goodreadsItem(row: GoodreadsRow, { shelves = {} }: ImportOptions = {}): GoodreadsItem {
  const cell = (column: string) => unwrapCell(row.cells[column]);
  // A field's column, as the field table names it; a few fields read a second column too.
  const raw = (field: FieldKey) => row.cells[importColumn('goodreads', field)];
  const field = (key: FieldKey) => unwrapCell(raw(key));
  const warnings: string[] = [];
  const bookId = field('goodreadsId');
  const shelf = field('status');
  let status = shelfStatus(shelf, shelves);
  const tags = shelfTags(field('tags'), shelf);
  if (!status) {
    status = 'toRead';
    if (shelf && !tags.includes(shelf)) tags.push(shelf);
    warnings.push(`shelf "${shelf}" is not read, currently-reading or to-read: imported as toRead${shelf ? `, with the tag "${shelf}" (--shelf ${shelf}=canceled maps it)` : ''}`);
  }
  const authors = [field('authors'), ...cell('Additional Authors').split(',')].map((name) => name.trim()).filter(Boolean);
  const rating = wholeNumber(raw('score'));
  const isbns = [field('isbn'), cell('ISBN')].filter(Boolean);
  const isbn = isbns.find((text) => !SPREADSHEET_NUMBER.test(text));
  if (!isbn && isbns.length) {
    warnings.push(`ISBN "${isbns[0]}" was turned into a number by a spreadsheet, its digits are lost: imported without it (export again from Goodreads, or set the ISBN columns to text before saving)`);
  }
  const createdDay = goodreadsDate(raw('createdTime'));
  // Read Count counts the first read too: the rereads are the ones after it.
  const readCount = wholeNumber(raw('rereads'));
  const data: Record<string, unknown> = {
    name: field('name'),
    url: /^\d+$/.test(bookId) ? `https://www.goodreads.com/book/show/${bookId}` : undefined,
    type: IMPORTED_TYPE,
    status,
    tags: tags.length ? tags : undefined,
    score: rating === 0 ? undefined : rating,
    authors: authors.length ? authors : undefined,
    isbn,
    pages: wholeNumber(raw('pages')) || undefined,
    publisher: field('publisher') || undefined,
    year: wholeNumber(raw('year')) ?? wholeNumber(row.cells['Year Published']),
    finishedAt: status === 'read' ? goodreadsDate(raw('finishedAt')) : undefined,
    rereads: typeof readCount === 'number' && readCount > 1 ? readCount - 1 : undefined,
    createdTime: createdDay && /^\d{4}-\d{2}-\d{2}$/.test(createdDay) ? `${createdDay}T00:00:00Z` : createdDay,
    goodreadsId: bookId || undefined,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return { data, notes: reviewNotes(row.cells['My Review']), warnings };
}
