import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/collections/readings';

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
  });
});

describe('a malformed content file', () => {
  it(
    'stops the content sync with the collection, the item, the field and the file named',
    async () => {
      const run = promisify(execFile);
      const failure = await run('npx', ['astro', 'sync'], {
        env: { ...process.env, READINGS_CONTENT_DIR: 'tests/unit/fixtures/readings-invalid', NO_COLOR: '1', FORCE_COLOR: '0' },
        cwd: process.cwd(),
      }).then(
        () => undefined,
        (error: { code?: number; stdout?: string; stderr?: string }) => error,
      );
      expect(failure, 'astro sync should fail').toBeDefined();
      // Colours may still be forced by the environment (CI): compare the plain text.
      const output = `${failure?.stdout ?? ''}${failure?.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '');
      expect(output).toContain('readings → bad-score data does not match collection schema');
      expect(output).toMatch(/score: Too big/);
      expect(output).toContain('tests/unit/fixtures/readings-invalid/bad-score.yaml');
    },
    180_000,
  );
});
