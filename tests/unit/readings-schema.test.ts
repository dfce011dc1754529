import { describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/collections/readings';
import { VALID_READING } from '../support/reading';

const valid = VALID_READING;

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
    expect(failingFields({ ...valid, type: 'novel' })).toEqual(['type']);
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
