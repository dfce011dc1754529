import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/collections/readings';
import { runAstro } from '../support/astro-cli';

const valid = {
  name: 'Simple Made Easy',
  url: 'https://www.youtube.com/watch?v=SxdOUGdseq4',
  type: 'video',
  status: 'read',
  tags: ['architecture'],
  score: 5,
  createdTime: '2025-01-01T10:00:00Z',
  lastEditedTime: '2025-01-02T10:00:00Z',
};

/** The fields a rejected item is reported on. */
function failingFields(data: Record<string, unknown>): string[] {
  const result = readingSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('reading item schema', () => {
  it('accepts a complete item and a minimal one', () => {
    expect(failingFields(valid)).toEqual([]);
    const { url: _url, score: _score, tags: _tags, ...minimal } = valid;
    expect(readingSchema.parse(minimal).tags).toEqual([]);
  });

  it('names the field at fault', () => {
    expect(failingFields({ ...valid, name: '  ' })).toEqual(['name']);
    expect(failingFields({ ...valid, url: 'javascript:alert(1)' })).toEqual(['url']);
    expect(failingFields({ ...valid, url: 'ftp://example.com/file' })).toEqual(['url']);
    expect(failingFields({ ...valid, image: 'data:image/png;base64,AAAA' })).toEqual(['image']);
    expect(failingFields({ ...valid, type: 'book' })).toEqual(['type']);
    expect(failingFields({ ...valid, status: 'done' })).toEqual(['status']);
    expect(failingFields({ ...valid, score: 0 })).toEqual(['score']);
    expect(failingFields({ ...valid, score: 4.5 })).toEqual(['score']);
    expect(failingFields({ ...valid, tags: ['css,react'] })).toEqual(['tags.0']);
    expect(failingFields({ ...valid, createdTime: 'someday' })).toEqual(['createdTime']);
    expect(failingFields({ ...valid, lastEditedTime: '2024-12-31T10:00:00Z' })).toEqual(['lastEditedTime']);
    expect(failingFields({ ...valid, createdTime: '2026-02-30T10:00:00Z' })).toEqual(['createdTime']);
    expect(failingFields({ ...valid, name: 'n'.repeat(301) })).toEqual(['name']);
    expect(failingFields({ ...valid, description: 'd'.repeat(2001) })).toEqual(['description']);
  });
});

const item = (fields: Record<string, string>) =>
  Object.entries({ ...valid, tags: '[architecture]', ...fields })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

/** Content folders an owner could write, and what `astro sync` must say about each. */
const BROKEN: { label: string; files: Record<string, string>; expected: (string | RegExp)[] }[] = [
  {
    label: 'one id from two extensions',
    files: { 'a.yaml': item({}), 'a.json': JSON.stringify({ ...valid, name: 'Other' }) },
    expected: [/Two reading files give the id "a": \S+\/a\.(json|yaml) and \S+\/a\.(json|yaml)/],
  },
  {
    label: 'an impossible date, as YAML rolls it over',
    files: { 'bad-date.yaml': item({ createdTime: '2026-02-30T10:00:00Z', lastEditedTime: '2026-03-05T10:00:00Z' }) },
    expected: ['readings → bad-date data does not match', 'createdTime: Not a real date: "2026-02-30T10:00:00Z"', '/bad-date.yaml'],
  },
  {
    label: 'a name over 300 characters',
    files: { 'long-name.json': JSON.stringify({ ...valid, name: 'n'.repeat(301) }) },
    expected: ['readings → long-name data does not match', /name: Too big: expected string to have <=300 characters/, '/long-name.json'],
  },
  {
    label: 'a description over 2,000 characters',
    files: { 'long.md': `---\n${item({ description: 'd'.repeat(2001) })}\n---\n` },
    expected: ['readings → long data does not match', /description: Too big: expected string to have <=2000 characters/, '/long.md'],
  },
];

describe('a malformed content folder stops the content sync, naming the file and the field', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it(
    'a score out of range',
    async () => {
      const run = await runAstro(['sync'], { READINGS_CONTENT_DIR: 'tests/unit/fixtures/readings-invalid' });
      expect(run.code, 'astro sync should fail').not.toBe(0);
      expect(run.output).toContain('readings → bad-score data does not match collection schema');
      expect(run.output).toMatch(/score: Too big/);
      expect(run.output).toContain('tests/unit/fixtures/readings-invalid/bad-score.yaml');
    },
    180_000,
  );

  it.each(BROKEN)(
    '$label',
    async ({ files, expected }) => {
      const folder = await mkdtemp(join(tmpdir(), 'readings-'));
      folders.push(folder);
      await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(folder, name), text)));
      const run = await runAstro(['sync'], { READINGS_CONTENT_DIR: folder });
      expect(run.code, run.output).not.toBe(0);
      for (const text of expected) expect(run.output).toMatch(text);
    },
    180_000,
  );
});
