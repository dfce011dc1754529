import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { READING_STATUSES, READING_TYPES, type ReadingItem } from '../../src/lib/readings/model';
import { againLabelKey, agree, cardDate, DONE_WORDS, ending, mixedStatusLabelKey, saysUnrated, statusLabelKey, TYPE_GENDERS } from '../../src/lib/readings/words';

const item = (fields: Partial<ReadingItem>): Pick<ReadingItem, 'status' | 'type' | 'score' | 'finishedAt'> => ({ status: 'read', type: 'book', ...fields });
const say = (messages: Record<string, string>, key: string) => messages[key];

describe('the words of a status for a type', () => {
  it('says read for books and articles, watched for videos, listened for podcasts', () => {
    expect(DONE_WORDS).toMatchObject({ article: 'read', book: 'read', podcast: 'listened', video: 'watched' });
    const labels = (messages: Record<string, string>) =>
      Object.fromEntries(READING_TYPES.map((type) => [type, say(messages, statusLabelKey(item({ type })))]));
    expect(labels(en)).toMatchObject({ article: 'Read', book: 'Read', podcast: 'Listened', video: 'Watched' });
    expect(labels(fr)).toMatchObject({ article: 'Lu', book: 'Lu', podcast: 'Écouté', video: 'Vue' });
  });

  it('says to read, to watch or to listen to for an item not started, by its type (à lire, à voir, à écouter)', () => {
    const labels = (messages: Record<string, string>) =>
      Object.fromEntries(READING_TYPES.map((type) => [type, say(messages, statusLabelKey(item({ type, status: 'toRead' })))]));
    expect(labels(en)).toMatchObject({ article: 'To read', book: 'To read', podcast: 'To listen to', video: 'To watch' });
    expect(labels(fr)).toMatchObject({ article: 'À lire', book: 'À lire', podcast: 'À écouter', video: 'À voir' });
  });

  it('keeps the other statuses’ own words whatever the type, a canceled one agreeing with its type', () => {
    for (const type of READING_TYPES) {
      expect(statusLabelKey(item({ type, status: 'inProgress' }))).toBe('readings.status.inProgress');
      expect(statusLabelKey(item({ type, status: 'canceled' }))).toBe(TYPE_GENDERS[type] === 'feminine' ? 'readings.status.canceled.feminine' : 'readings.status.canceled');
    }
  });

  it('agrees in French with the type’s noun: a video (feminine) is “Vue”, “Abandonnée”, “Ajoutée”; the others stay masculine', () => {
    expect(TYPE_GENDERS).toMatchObject({ article: 'masculine', book: 'masculine', podcast: 'masculine', video: 'feminine' });
    const finishedAt = '2025-08-20T00:00:00.000Z';
    const words = (type: ReadingItem['type'], messages: Record<string, string>) => {
      const done = ending(item({ type, finishedAt }))!;
      const stopped = ending(item({ type, status: 'canceled', finishedAt }))!;
      return [
        say(messages, statusLabelKey(item({ type }))),
        say(messages, done.line),
        say(messages, done.fact),
        say(messages, statusLabelKey(item({ type, status: 'canceled' }))),
        say(messages, stopped.line),
        say(messages, stopped.fact),
        say(messages, agree('readings.created', type)),
        say(messages, agree('readings.item.added', type)),
        say(messages, agree('readings.item.started', type)),
      ];
    };
    expect(words('video', fr)).toEqual(['Vue', 'Vue le {{date}}', 'Vue le', 'Abandonnée', 'Abandonnée le {{date}}', 'Abandonnée le', 'Ajoutée le {{date}}', 'Ajoutée le', 'Commencée le']);
    expect(words('podcast', fr)).toEqual(['Écouté', 'Écouté le {{date}}', 'Écouté le', 'Abandonné', 'Abandonné le {{date}}', 'Abandonné le', 'Ajouté le {{date}}', 'Ajouté le', 'Commencé le']);
    for (const type of ['article', 'book'] as const) expect(words(type, fr).slice(0, 4)).toEqual(['Lu', 'Lu le {{date}}', 'Lu le', 'Abandonné']);
    // English has no agreement: a video's words are the same as a book's, but for the done word.
    expect(words('video', en)).toEqual(['Watched', 'Watched {{date}}', 'Watched', 'Canceled', 'Stopped {{date}}', 'Stopped', 'Added {{date}}', 'Added', 'Started']);
    expect(words('book', en).slice(3)).toEqual(words('video', en).slice(3));
    // A message that does not agree is the same for every type.
    expect(agree('readings.unrated', 'video')).toBe('readings.unrated');
  });

  it('gives every feminine form in both languages, the same as the masculine one in English', () => {
    const feminine = READING_TYPES.filter((type) => TYPE_GENDERS[type] === 'feminine');
    expect(feminine).toContain('video');
    for (const key of Object.keys(en).filter((k) => k.endsWith('.feminine'))) {
      const masculine = key.slice(0, -'.feminine'.length);
      // A feminine type asks for it.
      expect(feminine.map((type) => agree(masculine as Parameters<typeof agree>[0], type)), key).toContain(key);
      expect(say(en, key), key).toBe(say(en, masculine));
      expect(say(fr, key), key).toBeTruthy();
      expect(say(fr, key), key).not.toBe(say(fr, masculine));
    }
  });

  it('names every status over items of mixed types, done as “read, watched or listened”, not started as “to read, watch or listen to”', () => {
    expect(READING_STATUSES.map((status) => say(en, mixedStatusLabelKey(status)))).toEqual(['To read, watch or listen to', 'In progress', 'Read, watched or listened', 'Canceled']);
    expect(say(fr, mixedStatusLabelKey('read'))).toBe('Lu, vu ou écouté');
    expect(say(fr, mixedStatusLabelKey('toRead'))).toBe('À lire, voir ou écouter');
  });

  it('says “Not rated” only for an item done without a score', () => {
    expect(saysUnrated(item({ status: 'read' }))).toBe(true);
    expect(saysUnrated(item({ status: 'read', score: 4 }))).toBe(false);
    for (const status of ['toRead', 'inProgress', 'canceled'] as const) expect(saysUnrated(item({ status })), status).toBe(false);
  });

  it('dates the end of an item done in its type’s words, and of a canceled one as stopped, never finished', () => {
    const finishedAt = '2025-08-20T00:00:00.000Z';
    expect(ending(item({ type: 'video', finishedAt }))).toEqual({ line: 'readings.doneOn.watched.feminine', fact: 'readings.item.done.watched.feminine', iso: finishedAt });
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

  it('dates a list card by the date its list is sorted by, so the dates read in order', () => {
    const dated = { createdTime: '2025-09-01T00:00:00.000Z', lastEditedTime: '2025-11-02T00:00:00.000Z', finishedAt: '2025-10-14T00:00:00.000Z' };
    const book = { status: 'read', type: 'book', ...dated } as const;
    expect(cardDate(book, 'createdTime')).toEqual({ line: 'readings.created', iso: dated.createdTime });
    expect(cardDate(book, 'lastEditedTime')).toEqual({ line: 'readings.edited', iso: dated.lastEditedTime });
    expect(cardDate({ ...book, type: 'video' }, 'lastEditedTime').line).toBe('readings.edited.feminine');
    expect(say(fr, 'readings.edited.feminine')).toBe('Mise à jour le {{date}}');
    expect(say(en, 'readings.edited')).toBe('Updated {{date}}');
    // By name or score, and outside a list, the end is what a visitor wants to know.
    for (const sort of ['name', 'score', undefined] as const) expect(cardDate(book, sort), String(sort)).toEqual({ line: 'readings.doneOn.read', iso: dated.finishedAt });
    expect(cardDate({ ...book, status: 'toRead' }, 'score')).toEqual({ line: 'readings.created', iso: dated.createdTime });
  });

  it('asks only for messages both languages have', () => {
    const keys = READING_TYPES.flatMap((type) =>
      READING_STATUSES.flatMap((status) => {
        const end = ending(item({ type, status, finishedAt: '2025-01-01T00:00:00.000Z' }));
        const agreeing = (['readings.created', 'readings.item.added', 'readings.item.started'] as const).map((key) => agree(key, type));
        return [statusLabelKey({ type, status }), mixedStatusLabelKey(status), againLabelKey(type), ...agreeing, ...(end ? [end.line, end.fact] : [])];
      }),
    );
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
  });
});

describe('done again', () => {
  it('takes the type’s verb, agreeing in French: relu, revue (une vidéo), réécouté', () => {
    const types = ['article', 'book', 'podcast', 'video'] as const;
    expect(types.map((type) => fr[againLabelKey(type) as keyof typeof fr])).toEqual(['Relu', 'Relu', 'Réécouté', 'Revue']);
    expect(types.map((type) => en[againLabelKey(type) as keyof typeof en])).toEqual(['Read again', 'Read again', 'Listened again', 'Watched again']);
  });
});
