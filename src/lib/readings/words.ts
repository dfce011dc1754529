import type { MessageKey } from '../../i18n/translate.ts';
import type { ReadingItem, ReadingStatus, ReadingType, SortKey } from './model.ts';
import { column, TYPE_ROWS, type DoneWord } from './vocabulary.ts';

/**
 * The words an item's status takes for its type: a book or an article done is "read", a video
 * "watched", a podcast "listened" (lu, vu, écouté). A canceled item was stopped, not finished,
 * and only an item done can be "not rated". Cards, item pages, feeds and statistics ask here.
 *
 * A message about one item is read with its type as the `context` (`t(key, { context: item.type })`):
 * a language whose words agree with the type writes that type's variant, `<key>.<type>` (French:
 * `readings.created.video` is "Ajoutée le", une vidéo), and the others read the plain key.
 */

/**
 * The messages of a done verb, each written once per verb in `src/i18n/{fr,en}.json`: the status
 * badge ("Watched"), the card's date line ("Watched {{date}}"), the item page's label of the end
 * date ("Vu le"), not started ("To watch", "À voir") and done again ("Watched again", "Revu"). The
 * verb `read` is the list's own: its to-do is the status `toRead`, its done again the field `rereads`.
 * A verb a type row brings is a type error here until its messages exist.
 */
function verbKeys(word: DoneWord) {
  return {
    label: `readings.done.${word}`,
    on: `readings.doneOn.${word}`,
    fact: `readings.item.done.${word}`,
    toDo: word === 'read' ? 'readings.status.toRead' : `readings.toDo.${word}`,
    again: word === 'read' ? 'readings.item.rereads' : `readings.item.rereads.${word}`,
  } as const satisfies Record<string, MessageKey>;
}

export type { DoneWord };

/** What done means for each type: its row's. */
export const DONE_WORDS: Readonly<Record<ReadingType, DoneWord>> = column(TYPE_ROWS, 'done');

/** A status's own message, whatever the type ("In progress"); a status's row needs it in both files. */
const statusLabel = (status: ReadingStatus): MessageKey => `readings.status.${status}`;

type Status = Pick<ReadingItem, 'status' | 'type'>;

/** The message of an item's status: "Watched" for a video done ("Vue"), "To watch" for one not started ("À voir"). */
export function statusLabelKey({ status, type }: Status): MessageKey {
  if (status === 'toRead') return verbKeys(DONE_WORDS[type]).toDo;
  return status === 'read' ? verbKeys(DONE_WORDS[type]).label : statusLabel(status);
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
    const verb = verbKeys(DONE_WORDS[item.type]);
    return { line: verb.on, fact: verb.fact, iso: item.finishedAt };
  }
  if (item.status === 'canceled') return { line: 'readings.stoppedOn', fact: 'readings.item.stopped', iso: item.finishedAt };
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
  if (sort === 'lastEditedTime') return { line: 'readings.edited', iso: item.lastEditedTime };
  const end = sort === 'createdTime' ? undefined : ending(item);
  return end ? { line: end.line, iso: end.iso } : { line: 'readings.created', iso: item.createdTime };
}

/** An item page's dates with their labels, the ones it has: added, started, then done or stopped. */
export function itemDates(item: Pick<ReadingItem, 'status' | 'type' | 'finishedAt' | 'createdTime' | 'startedAt'>): { label: MessageKey; iso: string }[] {
  const end = ending(item);
  const dates = [
    { label: 'readings.item.added', iso: item.createdTime },
    { label: 'readings.item.started', iso: item.startedAt },
    { label: end?.fact, iso: end?.iso },
  ] as const;
  return dates.filter((date): date is { label: MessageKey; iso: string } => date.label !== undefined && date.iso !== undefined);
}

/**
 * The message of a status over items of every type (statistics, the status filter): done reads
 * "Read, watched or listened", not started "To read, watch or listen to"; no agreement.
 */
export function mixedStatusLabelKey(status: ReadingStatus): MessageKey {
  return status === 'read' ? 'readings.done.any' : status === 'toRead' ? 'readings.toDo.any' : statusLabel(status);
}

/** The label of how many times an item was done again, in its type's verb: "Read again", "Watched again" ("Revue" for une vidéo). */
export function againLabelKey(type: ReadingType): MessageKey {
  return verbKeys(DONE_WORDS[type]).again;
}
