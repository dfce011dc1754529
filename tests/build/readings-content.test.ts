import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstroJobs, type AstroJob, type CliRun } from '../support/astro-cli';
import { projectCopy, ROOT } from '../support/project-copy';
import { VALID_READING } from '../support/reading';

/** A copy of the project of its own (its own content store), built into its `dist/`. */
const PROJECT = projectCopy('readings-content');
const OUT = join(PROJECT, 'dist');
const folders: string[] = [];
afterAll(() => Promise.all([PROJECT, ...folders].map((folder) => rm(folder, { recursive: true, force: true }))));

async function contentFolder(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'readings-'));
  folders.push(folder);
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(folder, name), text)));
  return folder;
}

const yaml = (fields: Record<string, string>) =>
  Object.entries({ type: 'article', status: 'read', createdTime: '2025-01-01T10:00:00Z', lastEditedTime: '2025-06-01T10:00:00Z', ...fields })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

/** The first error a strict XML 1.0 parser finds, or `undefined`. */
function xmlError(xml: string): string | undefined {
  const parser = new SaxesParser();
  let error: string | undefined;
  parser.on('error', (e) => (error ??= e.message));
  parser.write(xml).close();
  return error;
}

const valid = VALID_READING;

const item = (fields: Record<string, string>) =>
  Object.entries({ ...valid, tags: '[architecture]', ...fields })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

/** Content folders an owner could write, and what `astro sync` must say about each. */
const BROKEN: { label: string; files: Record<string, string>; expected: (string | RegExp)[]; build?: true }[] = [
  {
    label: 'one id from two extensions',
    files: { 'a.yaml': item({}), 'a.json': JSON.stringify({ ...valid, name: 'Other' }) },
    expected: [/Two reading files give the id "a": \S+\/a\.(json|yaml) and \S+\/a\.(json|yaml)/],
  },
  {
    label: 'an impossible date, as YAML rolls it over',
    files: { 'bad-date.yaml': item({ createdTime: '2026-02-30T10:00:00Z', lastEditedTime: '2026-03-05T10:00:00Z' }) },
    expected: [/\/bad-date\.yaml:\d+ createdTime: Not a real date: "2026-02-30T10:00:00Z"/],
  },
  {
    label: 'a name over 300 characters',
    files: { 'long-name.json': JSON.stringify({ ...valid, name: 'n'.repeat(301) }) },
    expected: [/\/long-name\.json:1 name is too long: keep it to at most 300 characters/],
  },
  {
    label: 'a description over 2,000 characters',
    files: { 'long.md': `---\n${item({ description: 'd'.repeat(2001) })}\n---\n` },
    expected: [/\/long\.md:\d+ description is too long: keep it to at most 2000 characters/],
  },
  {
    label: 'a bad ISBN',
    files: { 'bad-isbn.md': `---\n${item({ type: 'book', isbn: '"978-0-13-595705-8"' })}\n---\n` },
    expected: [/\/bad-isbn\.md:\d+ isbn: Not a valid ISBN-10 or ISBN-13: "978-0-13-595705-8"/],
  },
  {
    label: 'a language with a region',
    files: { 'bad-lang.yaml': item({ lang: 'fr-FR' }) },
    expected: [/\/bad-lang\.yaml:\d+ lang: Not a language tag: "fr-FR" \(expected a primary tag such as fr or en, without a region\)/],
  },
  {
    label: 'a value with a colon, unquoted',
    files: { 'mesh.md': `---\n${item({ name: 'Data Mesh: Principles' })}\n---\n` },
    expected: [/\/mesh\.md:2 the value has a colon: put it in quotes \("Data Mesh: Principles"\)/],
  },
  {
    label: 'a slug that is no address under /readings/',
    files: { 'slug.yaml': item({ slug: '"../../x"' }) },
    expected: [/\S+\/slug\.yaml: slug: "\.\.\/\.\.\/x" is not an address under \/readings\//],
  },
  {
    label: "an item id that is a list page's address",
    files: { 'stats.yaml': item({}) },
    build: true,
    expected: [/\S+\/stats\.yaml: the id "stats" would give the item the address of a reading-list page \(\/readings\/stats\/…\)/],
  },
];

/** The good build of owner content (last, so that `dist/` holds its pages): what it must keep. */
const OWNER_CONTENT = {
  'noted.md': `---\n${yaml({ name: 'Noted', tags: '[notes]' })}\n---\n\nKept *words*. <script>alert(1)</script>\n\n<div onclick="alert(2)">x</div>\n\n[link](javascript:alert(3))\n`,
  'upper.yaml': yaml({ name: 'Upper', tags: '[CSS]', url: 'https://example.com/same/', createdTime: '2025-03-02 09:15:00', image: 'http://images.example/a.png' }),
  'lower-1.yaml': yaml({ name: 'Lower one', tags: '[css, "C++"]', url: 'https://example.com/same' }),
  'lower-2.yaml': yaml({ name: 'Lower two', tags: '[css, C, "C#"]' }),
  'control.json': JSON.stringify({
    name: 'Vertical\u000btab',
    description: 'Lone \ud800 surrogate',
    type: 'video',
    status: 'toRead',
    tags: ['css'],
    createdTime: '2025-02-01T10:00:00Z',
    lastEditedTime: '2025-02-01T10:00:00Z',
  }),
};
/** Two distinct tags that would share a page. */
const SHARED_TAG_PAGE = {
  'one.yaml': yaml({ name: 'One', tags: '["Node.js"]' }),
  'two.yaml': yaml({ name: 'Two', tags: '["node js"]' }),
};

/**
 * Every command of this file, in one Astro process (one start-up instead of ten): the syncs and
 * builds of the broken folders, then the good build. Each test reads its own result.
 */
const runs = new Map<string, CliRun>();
beforeAll(async () => {
  const cases: [string, AstroJob['command'], string][] = [
    ['score', 'sync', join(ROOT, 'tests/build/fixtures/readings-invalid')],
    ...(await Promise.all(BROKEN.map(async ({ label, files, build }) => [label, build ? 'build' : 'sync', await contentFolder(files)] as [string, AstroJob['command'], string]))),
    ['shared tag page', 'build', await contentFolder(SHARED_TAG_PAGE)],
    ['owner content', 'build', await contentFolder(OWNER_CONTENT)],
  ];
  const results = await runAstroJobs(cases.map(([, command, folder]) => ({ command, env: { READINGS_CONTENT_DIR: folder } })), { cwd: PROJECT });
  cases.forEach(([label], i) => runs.set(label, results[i]!));
}, 900_000);
const run = (label: string) => runs.get(label)!;

describe('a malformed content folder stops the content sync, naming the file, line and field', () => {
  it('a score out of range', () => {
    expect(run('score').code, 'astro sync should fail').not.toBe(0);
    // Worded as `npm run readings -- check` words it: file, line, field, what is wrong, the fix; no stack trace.
    expect(run('score').output).toContain('tests/build/fixtures/readings-invalid/bad-score.yaml:5 score 7 is out of range: give at most 5');
    expect(run('score').output).not.toContain('Stack trace');
  });

  it.each(BROKEN)('$label', ({ label, expected }) => {
    expect(run(label).code, run(label).output).not.toBe(0);
    for (const text of expected) expect(run(label).output).toMatch(text);
  });
});

describe('a build of owner content that used to lose or break things', () => {
  it(
    'merges case variants of a tag, keeps the time of a zoneless date-time, upgrades an http image, strips control characters and warns about one URL twice',
    async () => {
      const { code, output: out } = run('owner content');
      expect(code, out.slice(-3000)).toBe(0);
      expect(out).toContain('control.json: name: control characters removed');
      expect(out).toMatch(/\S+noted\.md: notes: raw HTML is not shown; write it as Markdown/);
      for (const page of ['readings/noted/index.html', 'en/readings/noted/index.html']) {
        const html = await readFile(join(OUT, page), 'utf8');
        const notes = /<div class="prose"[^>]*>([\s\S]*?)<\/div>\s*<\/section>/.exec(html)?.[1] ?? '';
        expect(notes).toContain('<em>words</em>');
        expect(notes).not.toMatch(/<script|onclick|javascript:/i);
      }
      expect(out).toContain('control.json: description: control characters removed');
      expect(out).toContain('upper.yaml: image: http: changed to https: (covers are downloaded over https only)');
      expect(out).toMatch(/Tags "css", "CSS" are one tag, shown as "css": "css" in \S+control\.json, \S+lower-1\.yaml, \S+lower-2\.yaml; "CSS" in \S+upper\.yaml\./);
      expect(out).toMatch(/The same reading twice: \S+(upper|lower-1)\.yaml and \S+(upper|lower-1)\.yaml both link to https:\/\/example\.com\/same\. Merge them or remove one\./);

      const items = JSON.parse(await readFile(join(OUT, 'readings.json'), 'utf8')) as Record<string, any>[];
      const byName = Object.fromEntries(items.map((item) => [item.name, item]));
      expect(byName['Upper']).toMatchObject({ createdTime: '2025-03-02T09:15:00.000Z', image: 'https://images.example/a.png', tags: ['css'] });
      expect(byName['Verticaltab']).toMatchObject({ description: 'Lone  surrogate' });
      for (const slug of ['css', 'c', 'c-plus-plus', 'c-sharp']) expect(existsSync(join(OUT, 'readings/tag', slug, 'index.html')), slug).toBe(true);

      for (const feed of ['rss.xml', 'en/rss.xml']) {
        const xml = await readFile(join(OUT, feed), 'utf8');
        expect(xmlError(xml), feed).toBeUndefined();
        expect(xml).toContain('<title>Verticaltab</title>');
      }
    },
  );

  it('stops when two distinct tags would share a page, naming both tags and their files', () => {
    expect(run('shared tag page').code).not.toBe(0);
    expect(run('shared tag page').output).toMatch(
      /Tags "Node\.js" \(\S+one\.yaml\) and "node js" \(\S+two\.yaml\) would share the page \/readings\/tag\/node-js\/\. Rename one of them\./,
    );
  });
});
