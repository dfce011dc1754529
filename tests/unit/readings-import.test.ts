/**
 * `npm run readings -- import-goodreads` on scratch folders: what it does to the owner's files,
 * compared byte for byte, and what it says.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchReadings } from '../support/scratch-readings';
import { main, MAX_IMPORT_BYTES } from '../../tools/readings/cli';
import { mergeImported } from '../../tools/readings/merge';
import { csvDelimiter, csvText, goodreadsItem, parseGoodreadsCsv } from '../../tools/readings/goodreads';
import { isbnKey } from '../../src/lib/readings/isbn';

const HEADER = 'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
/** The owner's Shining: a name of their own, read, dated, rated 5, with notes. */
const OWN = `---
name: "The Shining (my 1977 paperback)"
type: book
status: read
score: 5
createdTime: 2024-01-01T10:00:00Z
lastEditedTime: 2024-06-01T10:00:00Z
finishedAt: 2024-05-30
isbn: "9780450040184"
---

My own notes, written over a week.
`;
/** Goodreads' row for it, as the export writes it: shelved to-read, rated 3, reviewed. */
const ROW = `11588,The Shining,Stephen King,"King, Stephen",,"=""0450040186""","=""""",3,4.27,New English Library,Paperback,447,1980,1977,,2023/01/05,to-read,to-read (#1),to-read,Short review.,,,0,0`;

let folder: string;
let output: string[];
scratchReadings('readings-import-', (scratch, printed) => {
  folder = scratch;
  output = printed;
});

/** Every file of the folder: its bytes and modification time. */
const snapshot = () => Object.fromEntries(readdirSync(folder).sort().map((name) => [name, `${statSync(join(folder, name)).mtimeMs} ${readFileSync(join(folder, name), 'latin1')}`]));
const csv = (name: string, text: string | Uint8Array) => {
  const path = join(folder, '..', `${folder.split('/').pop()}-${name}`);
  writeFileSync(path, text);
  return path;
};
const run = async (...argv: string[]) => {
  output.length = 0;
  const code = await main(argv);
  return { code, text: output.join('\n') };
};

describe('importing an item the owner already has', () => {
  it('fills only what the item lacks, keeps the owner’s name, status, dates, score and notes, and says so', async () => {
    writeFileSync(join(folder, 'the-shining.md'), OWN);
    const file = csv('export.csv', `${HEADER}\n${ROW}\n`);
    const { code, text } = await run('import-goodreads', file);
    expect(code).toBe(0);
    expect(text).toContain(`line 2: the-shining (${join(folder, 'the-shining.md')}) kept as you have it where the import differs:
  name: kept "The Shining (my 1977 paperback)", the import has "The Shining"
  status: kept "read", the import has "toRead"
  score: kept 5, the import has 3
  notes: kept "My own notes, written over a week.", the import has "Short review."`);
    expect(text).toContain(`updated the-shining (${join(folder, 'the-shining.md')}): url, authors, pages, publisher, year, goodreadsId`);
    expect(text).toContain("created 0, updated 1, unchanged 0, skipped 0; 4 fields of 1 item kept as you have them (--overwrite FIELD,… takes the import's)");
    const after = readFileSync(join(folder, 'the-shining.md'), 'utf8');
    for (const line of ['name: "The Shining (my 1977 paperback)"', 'status: read', 'score: 5', 'finishedAt: 2024-05-30', 'createdTime: 2024-01-01T10:00:00Z', 'isbn: "9780450040184"', 'goodreadsId: "11588"']) expect(after).toContain(`\n${line}\n`);
    expect(after.endsWith('---\n\nMy own notes, written over a week.\n')).toBe(true);
  });

  it('writes nothing when imported again, even after the owner changed the item', async () => {
    writeFileSync(join(folder, 'the-shining.md'), OWN);
    const file = csv('export.csv', `${HEADER}\n${ROW}\n`);
    await run('import-goodreads', file);
    writeFileSync(join(folder, 'the-shining.md'), readFileSync(join(folder, 'the-shining.md'), 'utf8').replace('(my 1977 paperback)', '(NEL, 1977)').replace('score: 5', 'score: 4'));
    const before = snapshot();
    const { code, text } = await run('import-goodreads', file);
    expect(code).toBe(0);
    expect(text).toContain('name: kept "The Shining (NEL, 1977)", the import has "The Shining"');
    expect(text).toContain('created 0, updated 0, unchanged 1, skipped 0; 4 fields of 1 item kept');
    expect(snapshot()).toEqual(before);
  });

  it('shows the same report on a dry run, and writes nothing', async () => {
    writeFileSync(join(folder, 'the-shining.md'), OWN);
    const file = csv('export.csv', `${HEADER}\n${ROW}\n`);
    const before = snapshot();
    const { text } = await run('import-goodreads', file, '--dry-run');
    expect(text).toContain('  status: kept "read", the import has "toRead"');
    expect(text).toContain(`would update the-shining (${join(folder, 'the-shining.md')}): url, authors, pages, publisher, year, goodreadsId`);
    expect(text).toContain('(dry run: nothing written)');
    expect(snapshot()).toEqual(before);
  });

  it('takes the import’s value for the fields --overwrite names, and only those', async () => {
    writeFileSync(join(folder, 'the-shining.md'), OWN);
    const file = csv('export.csv', `${HEADER}\n${ROW}\n`);
    const { text } = await run('import-goodreads', file, '--overwrite', 'score,notes');
    expect(text).toContain('updated the-shining');
    expect(text).toMatch(/: url, score, authors, pages, publisher, year, goodreadsId, notes$/m);
    const after = readFileSync(join(folder, 'the-shining.md'), 'utf8');
    expect(after).toContain('\nscore: 3\n');
    expect(after).toContain('\nstatus: read\n');
    expect(after.endsWith('---\n\nShort review.\n')).toBe(true);
    expect((await run('import-goodreads', file, '--overwrite', 'colour')).text).toMatch(/^--overwrite: no field "colour" \(fields: name, url, type, status/);
  });

  it('takes the status with its finish date out when asked for both', async () => {
    writeFileSync(join(folder, 'the-shining.md'), OWN);
    const file = csv('export.csv', `${HEADER}\n${ROW}\n`);
    const refused = await run('import-goodreads', file, '--overwrite', 'status');
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('skipped "The Shining"');
    expect(refused.text).toContain('finishedAt is only for an item whose status is read or canceled');
    const taken = await run('import-goodreads', file, '--overwrite', 'status,finishedAt');
    expect(taken.code).toBe(0);
    const after = readFileSync(join(folder, 'the-shining.md'), 'utf8');
    expect(after).toContain('\nstatus: toRead\n');
    expect(after).not.toContain('finishedAt');
  });
});

describe('exports as owners have them', () => {
  const expectShining = async (file: string) => {
    const { code, text } = await run('import-goodreads', file, '--dry-run');
    expect(text, text).toContain('would create the-shining');
    expect(code).toBe(0);
    return text;
  };
  it('reads ISBNs as Goodreads writes them, and as a spreadsheet saves them again', async () => {
    expect(goodreadsItem(parseGoodreadsCsv(`${HEADER}\n${ROW}\n`)[0]!).data.isbn).toBe('0450040186');
    const resaved = ROW.replace('"=""0450040186"""', '="0450040186"').replace('"="""""', '=""');
    expect(goodreadsItem(parseGoodreadsCsv(`${HEADER}\n${resaved}\n`)[0]!).data.isbn).toBe('0450040186');
    expect(goodreadsItem(parseGoodreadsCsv(`${HEADER}\n${ROW.replace('"=""0450040186"""', '=0450040186')}\n`)[0]!).data.isbn).toBe('0450040186');
    await expectShining(csv('resaved.csv', `${HEADER}\n${resaved}\n`));
  });

  it('reads semicolon-separated files, Windows-1252 and UTF-16 ones', async () => {
    const semicolons = `${HEADER.replaceAll(',', ';')}\r\n11588;"The Shining, again";Stephen King;"King; Stephen";;="0450040186";;3;4,27;NEL;Paperback;447;1980;1977;;2023/01/05;to-read;;to-read;Été;;;0;0\r\n`;
    expect(csvDelimiter(semicolons)).toBe(';');
    const latin = Uint8Array.from(Buffer.from(semicolons, 'latin1'));
    expect(csvText(latin)).toEqual({ text: semicolons, encoding: 'Windows-1252 (not UTF-8)' });
    const text = await expectShining(csv('latin.csv', latin).replace(/$/, ''));
    expect(text).toContain('read as Windows-1252 (not UTF-8)');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\n${ROW}\n`, 'utf16le')]);
    expect(csvText(utf16).encoding).toBe('UTF-16');
    await expectShining(csv('utf16.csv', utf16));
  });

  it('reads only a regular file, within its size cap, before reading a byte: /dev/zero, a pipe, a folder or a huge file are refused', async () => {
    const fifo = join(folder, '..', `${folder.split('/').pop()}-fifo.csv`);
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const huge = csv('huge.csv', '');
    truncateSync(huge, MAX_IMPORT_BYTES + 1);
    try {
      for (const [file, why] of [
        ['/dev/zero', 'not a regular file'],
        [fifo, 'not a regular file'],
        [folder, 'not a regular file'],
        [huge, `${MAX_IMPORT_BYTES + 1} bytes, more than an export weighs (at most 100 MB)`],
      ]) {
        const { code, text } = await run('import-goodreads', file!);
        expect(code).toBe(1);
        expect(text).toContain(`${file}: cannot be read as a CSV file: ${why}`);
        expect(text).toContain('nothing written');
      }
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(fifo, { force: true });
      rmSync(huge, { force: true });
    }
  });

  it('names the line of an ISBN a spreadsheet turned into a number, and says what to do', () => {
    const { data, warnings } = goodreadsItem(parseGoodreadsCsv(`${HEADER}\n${ROW.replace('"=""0450040186"""', '4.5E+08')}\n`)[0]!);
    expect(data).not.toHaveProperty('isbn');
    expect(warnings).toEqual(['ISBN "4.5E+08" was turned into a number by a spreadsheet, its digits are lost: imported without it (export again from Goodreads, or set the ISBN columns to text before saving)']);
  });
});

describe('mergeImported', () => {
  const item = { data: { name: 'Mine', status: 'read', finishedAt: '2024-05-30T18:00:00Z', tags: ['a'], createdTime: '2024-01-01T00:00:00Z' }, body: '' };
  it('fills absent fields and empty notes, keeps the rest, and treats one day as one date', () => {
    const merged = mergeImported(item, { data: { name: 'Theirs', status: 'read', finishedAt: '2024-05-30', tags: ['b'], pages: 3, createdTime: '2023-01-01T00:00:00Z' }, notes: 'Review.' });
    expect(merged.data).toEqual({ ...item.data, pages: 3 });
    expect(merged.notes).toBe('Review.');
    expect(merged.changed).toEqual(['pages', 'notes']);
    expect(merged.differences).toEqual([
      { field: 'name', kept: 'Mine', imported: 'Theirs' },
      { field: 'tags', kept: ['a'], imported: ['b'] },
    ]);
  });
  it('changes nothing when the import says what the item says', () => {
    const merged = mergeImported(item, { data: { name: 'Mine', finishedAt: '2024-05-30' }, notes: '' });
    expect(merged).toEqual({ data: item.data, notes: undefined, changed: [], differences: [] });
  });
});

describe('isbnKey', () => {
  it('compares an ISBN-10 with its ISBN-13', () => {
    expect(isbnKey('0-450-04018-6')).toBe('9780450040184');
    expect(isbnKey('080442957X')).toBe('9780804429573');
    expect(isbnKey('978-0-450-04018-4')).toBe('9780450040184');
  });
});

describe('the content boundary on imported and added text', () => {
  it('strips control characters from a review, saying so by line', async () => {
    const file = csv('export.csv', `${HEADER}\n${ROW.replace('Short review.', 'Short&#1; review.\u0002')}\n`);
    const { code, text } = await run('import-goodreads', file);
    expect(code).toBe(0);
    expect(text).toContain('line 2: notes: control characters removed');
    expect(readFileSync(join(folder, 'the-shining.md'), 'utf8')).toMatch(/\n---\n\nShort review\.\n$/);
  });

  it('add cleans what it writes, saying so', async () => {
    const { code, text } = await run('add', 'https://example.com/x', '--name', 'Bell\u0007 and tab\u000b', '--description', 'Lone \ud800 surrogate');
    expect(code, text).toBe(0);
    expect(text).toContain('name: control characters removed');
    expect(text).toContain('description: control characters removed');
    const written = readFileSync(join(folder, 'bell-and-tab.md'), 'utf8');
    expect(written).toContain('name: Bell and tab\n');
    expect(written).toContain('description: Lone  surrogate\n');
  });
});
