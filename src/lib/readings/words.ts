import type { MessageKey } from '../../i18n/translate.ts';
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

/** A feminine type's form of its verb's messages, the key with `.feminine` (its to-do does not agree: "À voir"). */
function feminineVerbKeys(word: DoneWord): Record<'label' | 'on' | 'fact' | 'again', MessageKey> {
  const forms = {
    label: `readings.done.${word}.feminine`,
    on: `readings.doneOn.${word}.feminine`,
    fact: `readings.item.done.${word}.feminine`,
    again: word === 'read' ? 'readings.item.rereads.feminine' : `readings.item.rereads.${word}.feminine`,
  };
  return forms as Record<keyof typeof forms, MessageKey>;
}

/** The other messages about one item that agree with its type, and their feminine form ("Ajoutée le", "Abandonnée"). */
const AGREEING = {
  'readings.status.canceled': 'readings.status.canceled.feminine',
  'readings.stoppedOn': 'readings.stoppedOn.feminine',
  'readings.item.stopped': 'readings.item.stopped.feminine',
  'readings.created': 'readings.created.feminine',
  'readings.edited': 'readings.edited.feminine',
  'readings.item.added': 'readings.item.added.feminine',
  'readings.item.started': 'readings.item.started.feminine',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

/**
 * A message about one item in the form that agrees with its type: `agree('readings.item.added', 'video')` is
 * "Ajoutée le". English writes both forms alike. Every form a type asks for is in both files (a unit test checks).
 */
export function agree(key: MessageKey, type: ReadingType): MessageKey {
  if (TYPE_GENDERS[type] !== 'feminine') return key;
  if (Object.hasOwn(AGREEING, key)) return AGREEING[key as keyof typeof AGREEING];
  const verb = verbKeys(DONE_WORDS[type]);
  const feminine = feminineVerbKeys(DONE_WORDS[type]);
  const part = (['label', 'on', 'fact', 'again'] as const).find((name) => verb[name] === key);
  return part ? feminine[part] : key;
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
  return agree(status === 'read' ? verbKeys(DONE_WORDS[type]).label : statusLabel(status), type);
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
    return { line: agree(verb.on, item.type), fact: agree(verb.fact, item.type), iso: item.finishedAt };
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
  return status === 'read' ? 'readings.done.any' : status === 'toRead' ? 'readings.toDo.any' : statusLabel(status);
}

/** The label of how many times an item was done again, in its type's verb: "Read again", "Watched again" ("Revue" for une vidéo). */
export function againLabelKey(type: ReadingType): MessageKey {
  return agree(verbKeys(DONE_WORDS[type]).again, type);
}
