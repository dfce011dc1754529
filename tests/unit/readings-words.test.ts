import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { READING_STATUSES, READING_TYPES, type ReadingItem } from '../../src/lib/readings/model';
import { DONE_WORDS, ending, mixedStatusLabelKey, saysUnrated, statusLabelKey } from '../../src/lib/readings/words';

const item = (fields: Partial<ReadingItem>): Pick<ReadingItem, 'status' | 'type' | 'score' | 'finishedAt'> => ({ status: 'read', type: 'book', ...fields });
const say = (messages: Record<string, string>, key: string) => messages[key];

describe('the words of a status for a type', () => {
  it('says read for books and articles, watched for videos, listened for podcasts', () => {
    expect(DONE_WORDS).toEqual({ article: 'read', book: 'read', podcast: 'listened', video: 'watched' });
    const labels = (messages: Record<string, string>) =>
      Object.fromEntries(READING_TYPES.map((type) => [type, say(messages, statusLabelKey(item({ type })))]));
    expect(labels(en)).toEqual({ article: 'Read', book: 'Read', podcast: 'Listened', video: 'Watched' });
    expect(labels(fr)).toEqual({ article: 'Lu', book: 'Lu', podcast: 'Écouté', video: 'Vu' });
  });

  it('keeps the other statuses’ own words whatever the type', () => {
    for (const type of READING_TYPES) {
      expect(statusLabelKey(item({ type, status: 'toRead' }))).toBe('readings.status.toRead');
      expect(statusLabelKey(item({ type, status: 'inProgress' }))).toBe('readings.status.inProgress');
      expect(statusLabelKey(item({ type, status: 'canceled' }))).toBe('readings.status.canceled');
    }
  });

  it('names every status over items of mixed types, done as “read, watched or listened”', () => {
    expect(READING_STATUSES.map((status) => say(en, mixedStatusLabelKey(status)))).toEqual(['To read', 'In progress', 'Read, watched or listened', 'Canceled']);
    expect(say(fr, mixedStatusLabelKey('read'))).toBe('Lu, vu ou écouté');
  });

  it('says “Not rated” only for an item done without a score', () => {
    expect(saysUnrated(item({ status: 'read' }))).toBe(true);
    expect(saysUnrated(item({ status: 'read', score: 4 }))).toBe(false);
    for (const status of ['toRead', 'inProgress', 'canceled'] as const) expect(saysUnrated(item({ status })), status).toBe(false);
  });

  it('dates the end of an item done in its type’s words, and of a canceled one as stopped, never finished', () => {
    const finishedAt = '2025-08-20T00:00:00.000Z';
    expect(ending(item({ type: 'video', finishedAt }))).toEqual({ line: 'readings.doneOn.watched', fact: 'readings.item.done.watched', iso: finishedAt });
    expect(ending(item({ type: 'podcast', finishedAt }))?.line).toBe('readings.doneOn.listened');
    expect(ending(item({ type: 'article', finishedAt }))?.fact).toBe('readings.item.done.read');
    const stopped = ending(item({ status: 'canceled', finishedAt }))!;
    expect(stopped).toEqual({ line: 'readings.stoppedOn', fact: 'readings.item.stopped', iso: finishedAt });
    expect(say(en, stopped.line)).toBe('Stopped {{date}}');
    expect(say(fr, stopped.fact)).toBe('Abandonné le');
    expect(ending(item({ status: 'read' }))).toBeUndefined();
    expect(ending(item({ status: 'inProgress', finishedAt }))).toBeUndefined();
    expect(ending(item({ status: 'toRead', finishedAt }))).toBeUndefined();
  });

  it('asks only for messages both languages have', () => {
    const keys = READING_TYPES.flatMap((type) =>
      READING_STATUSES.flatMap((status) => {
        const end = ending(item({ type, status, finishedAt: '2025-01-01T00:00:00.000Z' }));
        return [statusLabelKey({ type, status }), mixedStatusLabelKey(status), ...(end ? [end.line, end.fact] : [])];
      }),
    );
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
  });
});
