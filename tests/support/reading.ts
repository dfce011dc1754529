import type { ReadingItem } from '../../src/lib/readings/model';

/** A reading item's fields as a content file gives them, valid: tests change one field at a time. */
export const VALID_READING = {
  name: 'Simple Made Easy',
  url: 'https://www.youtube.com/watch?v=SxdOUGdseq4',
  type: 'video',
  status: 'read',
  tags: ['architecture'],
  score: 5,
  createdTime: '2025-01-01T10:00:00Z',
  lastEditedTime: '2025-01-02T10:00:00Z',
};

let made = 0;
/** A reading item as the list carries it, numbered in order of making: tests give only the fields they are about. */
export const makeItem = (fields: Partial<ReadingItem> = {}): ReadingItem => ({
  id: `item-${(made += 1)}`,
  name: `Item ${made}`,
  type: 'article',
  status: 'toRead',
  tags: [],
  createdTime: '2024-01-01T00:00:00.000Z',
  lastEditedTime: '2024-01-01T00:00:00.000Z',
  ...fields,
});
/** An item read and finished on `finishedAt`. */
export const readItem = (finishedAt: string, fields: Partial<ReadingItem> = {}) => makeItem({ status: 'read', finishedAt, ...fields });
