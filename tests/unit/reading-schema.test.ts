import { describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/collections/readings';

const VALID = {
  name: 'Inclusively Hidden',
  url: 'https://www.scottohara.me/blog/2017/04/14/inclusively-hidden.html',
  type: 'article',
  status: 'read',
  tags: ['a11y', 'css'],
  score: 4,
  createdTime: '2025-03-02T09:00:00.000Z',
  lastEditedTime: '2025-03-04T18:30:00.000Z',
};

/** Each hostile or malformed item, and the field the error must name. */
const INVALID: [string, Record<string, unknown>, string][] = [
  ['a javascript: URL', { url: 'javascript:alert(1)' }, 'url'],
  ['a data: URL', { url: 'data:text/html,<script>alert(1)</script>' }, 'url'],
  ['a protocol-relative URL', { url: '//evil.example/x' }, 'url'],
  ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
  ['a score of 7', { score: 7 }, 'score'],
  ['a score of 0', { score: 0 }, 'score'],
  ['a fractional score', { score: 3.5 }, 'score'],
  ['an edit date before the creation date', { lastEditedTime: '2025-03-01T09:00:00.000Z' }, 'lastEditedTime'],
  ['a missing name', { name: undefined }, 'name'],
  ['a blank name', { name: '   ' }, 'name'],
  ['an unknown status', { status: 'done' }, 'status'],
  ['an unknown type', { type: 'book' }, 'type'],
  ['a date that is no date', { createdTime: 'yesterday' }, 'createdTime'],
  ['tags that are not a list', { tags: 'css' }, 'tags'],
];

describe('reading item schema', () => {
  it('accepts a valid item', () => {
    expect(readingSchema.safeParse(VALID).success).toBe(true);
  });

  it('accepts an unrated item without URL, tags or description', () => {
    const { score, url, tags, ...rest } = VALID;
    expect(readingSchema.safeParse(rest).success).toBe(true);
  });

  it.each(INVALID)('rejects %s, naming the field', (_label, patch, field) => {
    const result = readingSchema.safeParse({ ...VALID, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
