/**
 * `npm run readings` end to end: the real commands as child processes (no terminal, so they never
 * ask) on a copy of the reading files, then one `astro build` of that copy.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstro } from '../support/astro-cli';
import { projectCopy } from '../support/project-copy';

/** A copy of the project of its own (its own content store), built into its `dist/`. */
const PROJECT = projectCopy('readings-cli');
const OUT = join(PROJECT, 'dist');
const FIXTURE = 'tests/fixtures/goodreads-export.csv';
const ELOQUENT = 'eloquent-javascript-3rd-ed';
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'readings-cli-'));
  await cp('content/readings', folder, { recursive: true });
});
afterAll(() => Promise.all([PROJECT, folder].map((path) => rm(path, { recursive: true, force: true }))));

/** Runs `npm run readings -- …` as the script does (`node tools/readings.ts`), stdin not a terminal. */
function readings(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['tools/readings.ts', ...args], { env: { ...process.env, READINGS_CONTENT_DIR: folder } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
    child.stdin?.end();
  });
}

/** Every file of the folder: its text and modification time. */
async function snapshot(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(folder)).sort()) {
    const path = join(folder, name);
    files.set(name, `${(await stat(path)).mtimeMs}\n${await readFile(path, 'utf8')}`);
  }
  return files;
}

describe('npm run readings', () => {
  it('adds an item, starts it and finishes it', async () => {
    const added = await readings(
      'add', 'https://example.com/cli', '--name', 'Tools: a "CLI", for readings', '--tags', 'cli,tools', '--authors', 'Ada Lovelace; Alan Kay', '--score', '3', '--lang', 'EN',
    );
    expect(added.output).toContain(`added tools-a-cli-for-readings (${join(folder, 'tools-a-cli-for-readings.md')})`);
    expect(added.code).toBe(0);
    expect((await readings('start', 'tools-a-cli-for-readings')).code).toBe(0);
    const finished = await readings('finish', 'tools-a-cli-for-readings', '--score', '5');
    expect(finished.code, finished.output).toBe(0);
    const text = await readFile(join(folder, 'tools-a-cli-for-readings.md'), 'utf8');
    expect(text).toMatch(/^status: read$/m);
    expect(text).toMatch(/^score: 5$/m);
    expect(text).toMatch(/^lang: en$/m);
    expect(text).toMatch(/^startedAt: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^finishedAt: \d{4}-\d{2}-\d{2}$/m);
  });

  it('never asks without a terminal, and writes nothing on an error, naming the field', async () => {
    const before = await snapshot();
    const noName = await readings('add', 'https://example.com/nameless');
    expect(noName.code).not.toBe(0);
    expect(noName.output).toContain('name: required');
    const badScore = await readings('add', 'https://example.com/bad', '--name', 'Bad', '--score', '9');
    expect(badScore.code).not.toBe(0);
    expect(badScore.output).toContain('score 9 is out of range: give at most 5');
    const badDate = await readings('finish', 'refactoring', '--date', '2026-02-30');
    expect(badDate.code).not.toBe(0);
    expect(badDate.output).toContain('finishedAt: Not a real date');
    expect(await snapshot()).toEqual(before);
  });

  it('imports a Goodreads export once: bad rows reported by line, a second run writes nothing', async () => {
    const before = await snapshot();
    const dry = await readings('import-goodreads', FIXTURE, '--dry-run');
    expect(dry.output).toContain(`would create ${ELOQUENT}`);
    expect(dry.output).toContain("created 6, updated 1, unchanged 0, skipped 2; 2 fields of 1 item kept as you have them (--overwrite FIELD,… takes the import's) (dry run: nothing written)");
    expect(await snapshot()).toEqual(before);

    const first = await readings('import-goodreads', FIXTURE);
    expect(first.code).toBe(1);
    expect(first.output).toMatch(/^created 6, updated 1, unchanged 0, skipped 2; 2 fields of 1 item kept/m);
    // The owner's own URL and tags stay; the import only fills the Goodreads id.
    expect(first.output).toContain('  url: kept "https://martinfowler.com/books/refactoring.html", the import has "https://www.goodreads.com/book/show/44936549"');
    expect(first.output).toContain('  tags: kept ["engineering","craft","javascript"], the import has ["engineering"]');
    expect(first.output).toMatch(/updated refactoring \(\S+refactoring\.md\): goodreadsId$/m);
    expect(first.output).toContain('line 6: skipped "Thinking, Fast and Slow": finishedAt (Date Read): Not a real date: "2023-02-30"');
    expect(first.output).toContain('line 8: skipped "Bad Number": isbn (ISBN13): Not a valid ISBN');
    const refactoring = await readFile(join(folder, 'refactoring.md'), 'utf8');
    expect(refactoring).toContain('goodreadsId: "44936549"');
    expect(refactoring).toContain('url: "https://martinfowler.com/books/refactoring.html"');
    expect(refactoring).toContain('Best read as a catalogue');

    const imported = await snapshot();
    const second = await readings('import-goodreads', FIXTURE);
    expect(second.output).toMatch(/^created 0, updated 0, unchanged 7, skipped 2; 2 fields of 1 item kept/m);
    expect(await snapshot()).toEqual(imported);
  });

  it('refuses a URL already in the list, naming the item', async () => {
    const again = await readings('add', 'https://www.goodreads.com/book/show/37812530', '--name', 'Again');
    expect(again.code).not.toBe(0);
    expect(again.output).toContain(`url: already in the list as "${ELOQUENT}"`);
  });

  it('leaves files the build takes: check passes, and readings.json carries the items', async () => {
    const check = await readings('check');
    expect(check.output).toMatch(/\d+ files checked, 0 problems/);
    expect(check.code).toBe(0);

    const run = await runAstro(['build'], { READINGS_CONTENT_DIR: folder }, { cwd: PROJECT });
    expect(run.code, run.output.slice(-3000)).toBe(0);
    const items = JSON.parse(await readFile(join(OUT, 'readings.json'), 'utf8')) as Record<string, unknown>[];
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get('tools-a-cli-for-readings')).toMatchObject({ name: 'Tools: a "CLI", for readings', status: 'read', score: 5, tags: ['cli', 'tools'], authors: ['Ada Lovelace', 'Alan Kay'] });
    expect(byId.get(ELOQUENT)).toMatchObject({
      name: 'Eloquent JavaScript, 3rd Ed.: A "Modern" Introduction to Programming',
      type: 'book',
      status: 'read',
      score: 5,
      tags: ['programming', 'javascript'],
      createdTime: '2024-01-10T00:00:00.000Z',
      finishedAt: '2024-03-05T00:00:00.000Z',
    });
    expect(byId.get('the-hunger-games')).toMatchObject({ status: 'toRead', url: 'https://www.goodreads.com/book/show/2767052' });
    expect(byId.get('the-name-of-the-wind')).toMatchObject({ status: 'inProgress', tags: ['fantasy', 'owned-books'] });
    expect(byId.get('infinite-jest')).toMatchObject({ status: 'toRead', tags: ['fiction', 'abandoned'] });
    expect(byId.get('stats-book')).toMatchObject({ name: 'Stats', status: 'read' });
    expect(byId.get('simple-made-easy-2')).toMatchObject({ name: 'Simple Made Easy', type: 'book' });
    expect(byId.has('thinking-fast-and-slow')).toBe(false);
    for (const item of items) expect(item).not.toHaveProperty('goodreadsId');
    const page = await readFile(join(OUT, 'en/readings', ELOQUENT, 'index.html'), 'utf8').catch(() => readFile(join(OUT, 'readings', ELOQUENT, 'index.html'), 'utf8'));
    expect(page).toContain('The exercises, with');
  });
});
