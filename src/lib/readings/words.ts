import type { MessageKey } from '../../i18n/translate';
import type { ReadingItem, ReadingStatus, ReadingType } from './model.ts';

/**
 * The words an item's status takes for its type: a book or an article done is "read", a video
 * "watched", a podcast "listened" (lu, vu, écouté). A canceled item was stopped, not finished,
 * and only an item done can be "not rated". Cards, item pages, feeds and statistics ask here.
 */

/** What done means for each type. */
export type DoneWord = 'read' | 'watched' | 'listened';

export const DONE_WORDS: Readonly<Record<ReadingType, DoneWord>> = {
  article: 'read',
  book: 'read',
  podcast: 'listened',
  video: 'watched',
};

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

type Status = Pick<ReadingItem, 'status' | 'type'>;

/** The message of an item's status: "Watched" for a video done, "To read" for anything not started. */
export function statusLabelKey({ status, type }: Status): MessageKey {
  return status === 'read' ? DONE_LABELS[DONE_WORDS[type]] : STATUS_LABELS[status];
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
    return { line: DONE_ON[word], fact: DONE_FACT[word], iso: item.finishedAt };
  }
  if (item.status === 'canceled') return { line: 'readings.stoppedOn', fact: 'readings.item.stopped', iso: item.finishedAt };
  return undefined;
}

/** The message of a status over items of every type (statistics): done reads "Read, watched or listened". */
export function mixedStatusLabelKey(status: ReadingStatus): MessageKey {
  return status === 'read' ? 'readings.done.any' : STATUS_LABELS[status];
}
