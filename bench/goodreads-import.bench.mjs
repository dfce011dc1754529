// `npm run readings -- import-goodreads` on a generated export of 5,000 rows (quotes, commas and
// multi-line reviews in them) into an empty folder, then again: the second run finds every item
// unchanged. The import must take under 10 s.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const COUNT = 5_000;
const root = new URL('..', import.meta.url);

const HEADER = ['Book Id', 'Title', 'Author', 'Additional Authors', 'ISBN', 'ISBN13', 'My Rating', 'Publisher', 'Number of Pages', 'Year Published', 'Original Publication Year', 'Date Read', 'Date Added', 'Bookshelves', 'Exclusive Shelf', 'My Review'];
const SHELVES = ['read', 'currently-reading', 'to-read'];

/** A valid ISBN-13 from a number: 978, nine digits, the check digit. */
function isbn13(n) {
  const digits = `978${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const cell = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const day = (n) => `20${String(10 + (n % 15)).padStart(2, '0')}/${String(1 + (n % 12)).padStart(2, '0')}/${String(1 + (n % 28)).padStart(2, '0')}`;

export function goodreadsExport(count = COUNT) {
  const lines = [HEADER.join(',')];
  for (let i = 0; i < count; i++) {
    const shelf = SHELVES[i % 3];
    const row = [
      String(100_000 + i),
      `Book ${i}: "A Title", with commas`,
      `Author ${i % 97}`,
      i % 5 === 0 ? `Second ${i % 7}, Third ${i % 11}` : '',
      '=""',
      i % 2 ? `="${isbn13(i)}"` : '=""',
      String(i % 6),
      'Some Press',
      String(100 + (i % 400)),
      String(1950 + (i % 70)),
      String(1950 + (i % 70)),
      shelf === 'read' ? day(i + 3) : '',
      day(i),
      `${shelf}, shelf-${i % 20}`,
      shelf,
      i % 4 === 0 ? `Review of ${i}.<br/><br/>Second "paragraph", with a comma.\nAnd a new line.` : '',
    ];
    lines.push(row.map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

function importOnce(csv, folder) {
  const started = performance.now();
  let output = '';
  try {
    output = execFileSync(process.execPath, ['tools/readings.ts', 'import-goodreads', csv], { cwd: root, env: { ...process.env, READINGS_CONTENT_DIR: folder }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    output = `${error.stdout}${error.stderr}`;
  }
  return { seconds: (performance.now() - started) / 1000, summary: output.trim().split('\n').at(-1) };
}

export async function run() {
  const work = mkdtempSync(join(tmpdir(), 'goodreads-bench-'));
  try {
    const csv = join(work, 'export.csv');
    const folder = join(work, 'readings');
    writeFileSync(csv, goodreadsExport());
    const first = importOnce(csv, folder);
    console.log(`import of ${COUNT} rows into an empty folder: ${first.seconds.toFixed(2)} s (${first.summary}), ${readdirSync(folder).length} files`);
    const second = importOnce(csv, folder);
    console.log(`same export again: ${second.seconds.toFixed(2)} s (${second.summary})`);
    if (first.seconds >= 10 || second.seconds >= 10) console.log('OVER BUDGET: an import must take under 10 s');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
