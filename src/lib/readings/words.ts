import type { MessageKey } from '../../i18n/translate';
import type { ReadingItem, ReadingStatus, ReadingType, SortKey } from './model.ts';
import { column, TYPE_ROWS, type DoneWord } from './vocabulary.ts';

/**
 * The words an item's status takes for its type: a book or an article done is "read", a video
 * "watched", a podcast "listened" (lu, vu, écouté). A canceled item was stopped, not finished,
 * and only an item done can be "not rated". In French these words agree with the type's noun:
 * une vidéo vue, abandonnée, ajoutée. Cards, item pages, feeds and statistics ask here.
 */

/** The grammatical gender of each type's noun in French (un article, un livre, un podcast, une vidéo): its row's. */
export const TYPE_GENDERS: Readonly<Record<ReadingType, 'masculine' | 'feminine'>> = column(TYPE_ROWS, 'gender');

/**
 * The feminine form of each message that speaks of one item and agrees with it ("Vue le", "Abandonnée");
 * the key without `.feminine` is the masculine form. English writes both alike.
 */
const FEMININE_FORMS = {
  'readings.done.watched': 'readings.done.watched.feminine',
  'readings.doneOn.watched': 'readings.doneOn.watched.feminine',
  'readings.item.done.watched': 'readings.item.done.watched.feminine',
  'readings.status.canceled': 'readings.status.canceled.feminine',
  'readings.stoppedOn': 'readings.stoppedOn.feminine',
  'readings.item.stopped': 'readings.item.stopped.feminine',
  'readings.created': 'readings.created.feminine',
  'readings.edited': 'readings.edited.feminine',
  'readings.item.added': 'readings.item.added.feminine',
  'readings.item.started': 'readings.item.started.feminine',
  'readings.item.rereads.watched': 'readings.item.rereads.watched.feminine',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

/** A message about one item in the form that agrees with its type: `agree('readings.item.added', 'video')` is "Ajoutée le". */
export function agree(key: MessageKey, type: ReadingType): MessageKey {
  return TYPE_GENDERS[type] === 'feminine' && Object.hasOwn(FEMININE_FORMS, key) ? FEMININE_FORMS[key as keyof typeof FEMININE_FORMS] : key;
}

export type { DoneWord };

/** What done means for each type: its row's. */
export const DONE_WORDS: Readonly<Record<ReadingType, DoneWord>> = column(TYPE_ROWS, 'done');

/** The status badge's label per done word; other statuses keep their own. */
const DONE_LABELS: Readonly<Record<DoneWord, MessageKey>> = {
  read: 'readings.done.read',
  watched: 'readings.done.watched',
  listened: 'readings.done.listened',
};

/** A card's date line when done ("Watched {{date}}"). */
const DONE_ON: Readonly<Record<DoneWord, MessageKey>> = {
  read: 'readings.doneOn.read',
  watched: 'readings.doneOn.watched',
  listened: 'readings.doneOn.listened',
};

/** The item page's label for the end date ("Watched", "Vu le"). */
const DONE_FACT: Readonly<Record<DoneWord, MessageKey>> = {
  read: 'readings.item.done.read',
  watched: 'readings.item.done.watched',
  listened: 'readings.item.done.listened',
};

const STATUS_LABELS: Readonly<Record<Exclude<ReadingStatus, 'read'>, MessageKey>> = {
  toRead: 'readings.status.toRead',
  inProgress: 'readings.status.inProgress',
  canceled: 'readings.status.canceled',
};

/** Not started, per done word: to read, to watch (à voir), to listen to (à écouter). */
const TO_DO_LABELS: Readonly<Record<DoneWord, MessageKey>> = {
  read: 'readings.status.toRead',
  watched: 'readings.status.toWatch',
  listened: 'readings.status.toListen',
};

type Status = Pick<ReadingItem, 'status' | 'type'>;

/** The message of an item's status: "Watched" for a video done ("Vue"), "To watch" for one not started ("À voir"). */
export function statusLabelKey({ status, type }: Status): MessageKey {
  if (status === 'toRead') return TO_DO_LABELS[DONE_WORDS[type]];
  return agree(status === 'read' ? DONE_LABELS[DONE_WORDS[type]] : STATUS_LABELS[status], type);
}

/** Whether an item without a score says "Not rated": only once it is done. */
export function saysUnrated(item: Pick<ReadingItem, 'status' | 'score'>): boolean {
  return item.status === 'read' && item.score === undefined;
}

/** How an item ended, when it did: done ("Read", "Watched"…) or stopped (canceled), with its date. */
export interface Ending {
  /** The card's line, with a `date` variable ("Watched {{date}}", "Stopped {{date}}"). */
  line: MessageKey;
  /** The item page's label before the date ("Watched", "Stopped"). */
  fact: MessageKey;
  iso: string;
}

/** The end of an item with a `finishedAt`: done or stopped; `undefined` for any other status or no date. */
export function ending(item: Pick<ReadingItem, 'status' | 'type' | 'finishedAt'>): Ending | undefined {
  if (!item.finishedAt) return undefined;
  if (item.status === 'read') {
    const word = DONE_WORDS[item.type];
    return { line: agree(DONE_ON[word], item.type), fact: agree(DONE_FACT[word], item.type), iso: item.finishedAt };
  }
  if (item.status === 'canceled') return { line: agree('readings.stoppedOn', item.type), fact: agree('readings.item.stopped', item.type), iso: item.finishedAt };
  return undefined;
}

/**
 * The date a list card shows: the one its list is sorted by, so that the dates read in order
 * ("Ajouté le" under date added, "Mis à jour le" under last update). Sorted by name or score, or
 * outside a list (the home page's latest), an item shows when it ended, else when it was added.
 */
export function cardDate(
  item: Pick<ReadingItem, 'status' | 'type' | 'finishedAt' | 'createdTime' | 'lastEditedTime'>,
  sort?: SortKey,
): { line: MessageKey; iso: string } {
  if (sort === 'lastEditedTime') return { line: agree('readings.edited', item.type), iso: item.lastEditedTime };
  const end = sort === 'createdTime' ? undefined : ending(item);
  return end ? { line: end.line, iso: end.iso } : { line: agree('readings.created', item.type), iso: item.createdTime };
}

/**
 * The message of a status over items of every type (statistics, the status filter): done reads
 * "Read, watched or listened", not started "To read, watch or listen to"; no agreement.
 */
export function mixedStatusLabelKey(status: ReadingStatus): MessageKey {
  return status === 'read' ? 'readings.done.any' : status === 'toRead' ? 'readings.toDo.any' : STATUS_LABELS[status];
}

/** The label of how many times an item was done again, in its type's verb: "Read again", "Watched again" ("Revue" for une vidéo). */
const AGAIN_LABELS: Readonly<Record<DoneWord, MessageKey>> = {
  read: 'readings.item.rereads',
  watched: 'readings.item.rereads.watched',
  listened: 'readings.item.rereads.listened',
};

export function againLabelKey(type: ReadingType): MessageKey {
  return agree(AGAIN_LABELS[DONE_WORDS[type]], type);
}
