/** StoryGraph's export: its rows as items, and `npm run readings -- import-storygraph` on scratch folders. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchReadings } from '../support/scratch-readings';
import { main } from '../../tools/readings/cli';
import { csvText, parseGoodreadsCsv } from '../../tools/readings/goodreads';
import { lastReading, storygraphItem, storygraphScore } from '../../tools/readings/storygraph';

/** A realistic export: 20 rows, a byte-order mark, CRLF, quotes, multi-line reviews, every status. */
const FIXTURE = resolve('tests/fixtures/storygraph-export.csv');
const rows = parseGoodreadsCsv(csvText(readFileSync(FIXTURE)).text);
const row = (title: string) => rows.find((r) => r.cells.Title === title)!;

describe('StoryGraph rows', () => {
  it('reads the 20 rows, each with the line it starts on', () => {
    expect(rows).toHaveLength(20);
    expect(rows[0]!.cells.Title).toBe('The Left Hand of Darkness');
    expect(rows.map((r) => r.line).slice(0, 6)).toEqual([2, 5, 6, 7, 10, 11]);
  });

  it('maps a reread book: rounded score with a note, the last reading’s dates, rereads', () => {
    expect(storygraphItem(row('Piranesi'))).toEqual({
      data: {
        name: 'Piranesi',
        type: 'book',
        status: 'read',
        tags: ['fantasy'],
        score: 5,
        authors: ['Susanna Clarke'],
        isbn: '9781635575637',
        startedAt: '2024-03-02',
        finishedAt: '2024-03-09',
        createdTime: '2023-02-01T00:00:00Z',
        rereads: 1,
      },
      notes: 'Read it twice; the "House" is the best setting I know.',
      warnings: ['rating 4.5 rounded to 5 (scores are whole stars)'],
    });
  });

  it('maps every status: did-not-finish is canceled, paused stays in progress, said', () => {
    expect(storygraphItem(row('Middlemarch')).data).toMatchObject({ status: 'canceled', finishedAt: '2023-07-01' });
    expect(storygraphItem(row('The Name of the Wind')).data).toMatchObject({ status: 'inProgress', startedAt: '2024-04-20' });
    expect(storygraphItem(row('The Name of the Wind')).data).not.toHaveProperty('finishedAt');
    const paused = storygraphItem(row('Gödel, Escher, Bach: an Eternal Golden Braid'));
    expect(paused.data).toMatchObject({ status: 'inProgress' });
    expect(paused.warnings).toEqual(['read status "paused": imported as inProgress']);
    expect(storygraphItem(row('Dune')).data).toMatchObject({ status: 'toRead', tags: ['science-fiction', 'classics'] });
  });

  it('keeps a review’s paragraphs and lines, and leaves out a StoryGraph id that is no ISBN', () => {
    expect(storygraphItem(row('Project Hail Mary')).notes).toBe('Fun.\\\nListened to it on three road trips.\\\nStill fun.');
    expect(storygraphItem(row('A Memory Called Empire')).notes).toBe('Poetry as politics.\n\n"Mahit" is a great narrator, and the ending, with its poem, lands.\n\nNext: the sequel.');
    expect(storygraphItem(row('Zine of the Month, Issue 12')).data).not.toHaveProperty('isbn');
  });

  it('reads dates and ratings as StoryGraph writes them', () => {
    expect(lastReading('2021/05/01-2021/05/09, 2024/03/02-2024/03/09')).toEqual({ start: '2024-03-02', end: '2024-03-09' });
    expect(lastReading('2024/04/20-')).toEqual({ start: '2024-04-20', end: undefined });
    expect(lastReading('')).toEqual({});
    expect(storygraphScore('4.0')).toEqual({ score: 4 });
    expect(storygraphScore('3.75')).toEqual({ score: 4, note: 'rating 3.75 rounded to 4 (scores are whole stars)' });
    expect(storygraphScore('0.25')).toEqual({ score: 1, note: 'rating 0.25 rounded to 1 (scores are whole stars)' });
    expect(storygraphScore('')).toEqual({});
  });
});

describe('npm run readings -- import-storygraph', () => {
  let folder: string;
  let output: string[];
  scratchReadings('storygraph-', (scratch, printed) => {
    folder = scratch;
    output = printed;
  });
  const run = async (...argv: string[]) => {
    output.length = 0;
    return { code: await main(argv), text: output.join('\n') };
  };
  const snapshot = () => Object.fromEntries(readdirSync(folder).sort().map((name) => [name, `${statSync(join(folder, name)).mtimeMs} ${readFileSync(join(folder, name), 'utf8')}`]));

  it('imports the export once, keeps the owner’s items, and writes nothing the second time', async () => {
    // The owner's Piranesi (same ISBN) and zine (no ISBN: same name and first author).
    writeFileSync(join(folder, 'piranesi.md'), '---\nname: Piranesi\ntype: book\nstatus: read\nscore: 4\ncreatedTime: 2021-05-01T10:00:00Z\nlastEditedTime: 2021-05-10T10:00:00Z\nfinishedAt: 2021-05-09\nisbn: "9781635575637"\n---\n\nMine.\n');
    writeFileSync(join(folder, 'zine.yaml'), 'name: Zine of the Month, Issue 12\ntype: book\nstatus: toRead\nauthors: [Local Press]\ncreatedTime: 2024-02-02T10:00:00Z\nlastEditedTime: 2024-02-02T10:00:00Z\n');
    const first = await run('import-storygraph', FIXTURE);
    expect(first.code).toBe(1);
    expect(first.text).toContain(`line 5: piranesi (${join(folder, 'piranesi.md')}) kept as you have it where the import differs:
  score: kept 4, the import has 5
  finishedAt: kept "2021-05-09", the import has "2024-03-09"
  startedAt: kept (none), the import has "2024-03-02"
  rereads: kept (none), the import has 1
  notes: kept "Mine.", the import has "Read it twice; the \\"House\\" is the best setting I know."`);
    expect(first.text).toMatch(/^updated piranesi \(\S+\): tags, authors$/m);
    // Its reading stays the owner's whole: no date from StoryGraph's reading beside the owner's status.
    expect(first.text).toContain(`line 25: zine (${join(folder, 'zine.yaml')}) kept as you have it where the import differs:
  status: kept "toRead", the import has "read"
  authors: kept ["Local Press"], the import has ["Local Press","A. Writer"]
  startedAt: kept (none), the import has "2024-02-03"
  finishedAt: kept (none), the import has "2024-02-03"`);
    expect(first.text).toMatch(/^updated zine \(\S+\): tags, score, storygraphId$/m);
    expect(first.text).toContain('line 28: skipped "Thinking, Fast and Slow": finishedAt (Last Date Read): Not a real date: "2023-02-30"');
    expect(first.text).toContain('line 29: skipped "Bad Number": isbn (ISBN/UID): Not a valid ISBN-10 or ISBN-13: "9780000000000"');
    expect(first.text).toMatch(/^created 16, updated 2, unchanged 0, skipped 2; 9 fields of 2 items kept as you have them \(--overwrite FIELD,… takes the import's\)$/m);
    const imported = snapshot();
    const second = await run('import-storygraph', FIXTURE);
    expect(second.text).toMatch(/^created 0, updated 0, unchanged 18, skipped 2; 9 fields of 2 items kept/m);
    expect(snapshot()).toEqual(imported);
    expect((await run('check')).code).toBe(0);
  });

  it('matches a book without ISBN by its StoryGraph id, kept at the first import: renamed, it is not imported twice', async () => {
    expect(storygraphItem(row('Zine of the Month, Issue 12')).data).toMatchObject({ storygraphId: 'sg-4f2a9c1e-77b0' });
    await run('import-storygraph', FIXTURE);
    const file = join(folder, 'zine-of-the-month-issue-12.md');
    expect(readFileSync(file, 'utf8')).toContain('storygraphId: sg-4f2a9c1e-77b0');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, 'name: "Zine #12 (signed copy)"'));
    const files = readdirSync(folder).sort();
    const again = await run('import-storygraph', FIXTURE);
    expect(again.text).toMatch(/^created 0, /m);
    expect(again.text).toContain(`zine-of-the-month-issue-12 (${file}) kept as you have it where the import differs:\n  name: kept "Zine #12 (signed copy)"`);
    expect(readdirSync(folder).sort()).toEqual(files);
  });
});
