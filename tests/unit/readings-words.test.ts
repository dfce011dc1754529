import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import { translate, type MessageKey } from '../../src/i18n';
import { READING_STATUSES, READING_TYPES, SORT_KEYS, type ReadingItem, type ReadingType } from '../../src/lib/readings/model';
import { againLabelKey, cardDate, DONE_WORDS, ending, itemDates, mixedStatusLabelKey, saysUnrated, statusLabelKey } from '../../src/lib/readings/words';

const item = (fields: Partial<ReadingItem>): Pick<ReadingItem, 'status' | 'type' | 'score' | 'finishedAt'> => ({ status: 'read', type: 'book', ...fields });
/** A message as a page reads it, about an item of `type` when one is given (its variant where the language has one); variables left as written. */
const say = (messages: Record<string, string>, key: MessageKey, type?: ReadingType) =>
  translate(messages, messages === fr ? 'fr' : 'en', key, type === undefined ? {} : { context: type });
const dated = { createdTime: '2025-09-01T00:00:00.000Z', lastEditedTime: '2025-11-02T00:00:00.000Z', startedAt: '2025-09-02T00:00:00.000Z', finishedAt: '2025-10-14T00:00:00.000Z' };

/** Every message the site says of one item of `type` (read with the type), whatever its status and the list's order. */
function saidOf(type: ReadingType): MessageKey[] {
  return READING_STATUSES.flatMap((status) => {
    const one = { ...dated, type, status };
    return [statusLabelKey(one), ...itemDates(one).map((date) => date.label), ...[...SORT_KEYS, undefined].map((sort) => cardDate(one, sort).line), againLabelKey(type)];
  });
}

describe('the words of a status for a type', () => {
  it('says read for books and articles, watched for videos, listened for podcasts', () => {
    expect(DONE_WORDS).toMatchObject({ article: 'read', book: 'read', podcast: 'listened', video: 'watched' });
    const labels = (messages: Record<string, string>) =>
      Object.fromEntries(READING_TYPES.map((type) => [type, say(messages, statusLabelKey(item({ type })), type)]));
    expect(labels(en)).toMatchObject({ article: 'Read', book: 'Read', podcast: 'Listened', video: 'Watched' });
    expect(labels(fr)).toMatchObject({ article: 'Lu', book: 'Lu', podcast: 'Écouté', video: 'Vue' });
  });

  it('says to read, to watch or to listen to for an item not started, by its type (à lire, à voir, à écouter)', () => {
    const labels = (messages: Record<string, string>) =>
      Object.fromEntries(READING_TYPES.map((type) => [type, say(messages, statusLabelKey(item({ type, status: 'toRead' })), type)]));
    expect(labels(en)).toMatchObject({ article: 'To read', book: 'To read', podcast: 'To listen to', video: 'To watch' });
    expect(labels(fr)).toMatchObject({ article: 'À lire', book: 'À lire', podcast: 'À écouter', video: 'À voir' });
  });

  it('keeps the other statuses’ own words whatever the type, a canceled one agreeing with its type', () => {
    for (const type of READING_TYPES) {
      expect(statusLabelKey(item({ type, status: 'inProgress' }))).toBe('readings.status.inProgress');
      expect(statusLabelKey(item({ type, status: 'canceled' }))).toBe('readings.status.canceled');
    }
    expect(say(fr, 'readings.status.canceled', 'video')).toBe('Abandonnée');
    expect(say(fr, 'readings.status.canceled', 'book')).toBe('Abandonné');
  });

  it('agrees in French with the type’s noun: a video (une vidéo) is “Vue”, “Abandonnée”, “Ajoutée”; the others are masculine', () => {
    const finishedAt = '2025-08-20T00:00:00.000Z';
    const words = (type: ReadingItem['type'], messages: Record<string, string>) => {
      const done = ending(item({ type, finishedAt }))!;
      const stopped = ending(item({ type, status: 'canceled', finishedAt }))!;
      return [
        say(messages, statusLabelKey(item({ type })), type),
        say(messages, done.line, type),
        say(messages, done.fact, type),
        say(messages, statusLabelKey(item({ type, status: 'canceled' })), type),
        say(messages, stopped.line, type),
        say(messages, stopped.fact, type),
        say(messages, 'readings.created', type),
        ...itemDates({ ...dated, type, status: 'inProgress' }).map((date) => say(messages, date.label, type)),
      ];
    };
    expect(words('video', fr)).toEqual(['Vue', 'Vue le {{date}}', 'Vue le', 'Abandonnée', 'Abandonnée le {{date}}', 'Abandonnée le', 'Ajoutée le {{date}}', 'Ajoutée le', 'Commencée le']);
    expect(words('podcast', fr)).toEqual(['Écouté', 'Écouté le {{date}}', 'Écouté le', 'Abandonné', 'Abandonné le {{date}}', 'Abandonné le', 'Ajouté le {{date}}', 'Ajouté le', 'Commencé le']);
    for (const type of ['article', 'book'] as const) expect(words(type, fr).slice(0, 4)).toEqual(['Lu', 'Lu le {{date}}', 'Lu le', 'Abandonné']);
    // English has no agreement: a video's words are the same as a book's, but for the done word.
    expect(words('video', en)).toEqual(['Watched', 'Watched {{date}}', 'Watched', 'Canceled', 'Stopped {{date}}', 'Stopped', 'Added {{date}}', 'Added', 'Started']);
    expect(words('book', en).slice(3)).toEqual(words('video', en).slice(3));
    // A message with no variant is the same for every type.
    expect(say(fr, 'readings.unrated', 'video')).toBe(say(fr, 'readings.unrated'));
  });

  it('writes a variant only for a reading type, of a message said of one item of that type, and only where it differs', () => {
    const variantsOf = (messages: Record<string, string>) =>
      Object.keys(messages).filter((key) => READING_TYPES.some((type) => key.endsWith(`.${type}`) && Object.hasOwn(messages, key.slice(0, -type.length - 1))));
    // `readings.type.video` is the type's name, not a variant: `readings.type` is no message. English agrees with no type.
    expect(variantsOf(fr)).toContain('readings.created.video');
    expect(variantsOf(en)).toEqual([]);
    for (const messages of [fr, en]) {
      const found = variantsOf(messages);
      for (const key of found) {
        const type = READING_TYPES.find((t) => key.endsWith(`.${t}`))!;
        const plain = key.slice(0, -type.length - 1) as MessageKey;
        expect(saidOf(type), `${key}: a message said of one ${type}`).toContain(plain);
        expect(say(messages, plain, type), key).toBe(messages[key as keyof typeof messages]);
        expect(messages[key as keyof typeof messages], key).not.toBe(messages[plain as keyof typeof messages]);
      }
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

  it('dates a list card by the date its list is sorted by, so the dates read in order', () => {
    const book = { status: 'read', type: 'book', ...dated } as const;
    expect(cardDate(book, 'createdTime')).toEqual({ line: 'readings.created', iso: dated.createdTime });
    expect(cardDate(book, 'lastEditedTime')).toEqual({ line: 'readings.edited', iso: dated.lastEditedTime });
    expect(cardDate({ ...book, type: 'video' }, 'lastEditedTime').line).toBe('readings.edited');
    expect(say(fr, 'readings.edited', 'video')).toBe('Mise à jour le {{date}}');
    expect(say(fr, 'readings.edited', 'book')).toBe('Mis à jour le {{date}}');
    expect(say(en, 'readings.edited')).toBe('Updated {{date}}');
    // By name or score, and outside a list, the end is what a visitor wants to know.
    for (const sort of ['name', 'score', undefined] as const) expect(cardDate(book, sort), String(sort)).toEqual({ line: 'readings.doneOn.read', iso: dated.finishedAt });
    expect(cardDate({ ...book, status: 'toRead' }, 'score')).toEqual({ line: 'readings.created', iso: dated.createdTime });
  });

  it('asks only for messages both languages have', () => {
    const keys = [...READING_TYPES.flatMap(saidOf), ...READING_STATUSES.map(mixedStatusLabelKey)];
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      expect(fr, key).toHaveProperty([key]);
    }
  });
});

describe('an item page’s dates', () => {
  it('lists added, started, then done or stopped, the ones the item has', () => {
    const labels = (fields: Partial<ReadingItem>) => itemDates({ ...dated, type: 'podcast', status: 'read', ...fields }).map((date) => date.label);
    expect(labels({})).toEqual(['readings.item.added', 'readings.item.started', 'readings.item.done.listened']);
    expect(labels({ status: 'canceled', startedAt: undefined })).toEqual(['readings.item.added', 'readings.item.stopped']);
    expect(labels({ status: 'inProgress' })).toEqual(['readings.item.added', 'readings.item.started']);
    expect(itemDates({ ...dated, type: 'book', status: 'read' }).map((date) => date.iso)).toEqual([dated.createdTime, dated.startedAt, dated.finishedAt]);
  });
});

describe('done again', () => {
  it('takes the type’s verb, agreeing in French: relu, revue (une vidéo), réécouté', () => {
    const types = ['article', 'book', 'podcast', 'video'] as const;
    expect(types.map((type) => say(fr, againLabelKey(type), type))).toEqual(['Relu', 'Relu', 'Réécouté', 'Revue']);
    expect(types.map((type) => say(en, againLabelKey(type), type))).toEqual(['Read again', 'Read again', 'Listened again', 'Watched again']);
  });
});
