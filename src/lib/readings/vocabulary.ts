/**
 * The reading list's vocabulary, once: each type and each status with everything the site says
 * of it. The item's types and schema (`model.ts`), the card's icon and badge tone, the item's done
 * verb, its schema.org type, the words Notion and the importers write for it and the help of
 * `npm run readings` all come from these rows. A new type is four files: its row here, its words in
 * `src/i18n/fr.json` and `src/i18n/en.json` (`readings.type.<type>`, a new verb's messages, and
 * where a language's words agree with the type, that language's variants `<key>.<type>`: French
 * `readings.created.video`, see `words.ts`) and its icon (`npm run type-icons` writes it);
 * `astro check` or `tests/unit/readings-vocabulary.test.ts` fails while one of them is missing.
 */

export interface TypeRow {
  /** The mdi icon of its cards without a picture (`src/lib/type-icons.ts` writes it as a file). */
  icon: string;
  /**
   * What done means for it, a past participle: a book is `read`, a video `watched`, a podcast `listened`.
   * A verb's messages are keyed by it (`readings.done.<verb>`…: `words.ts` names them, and `astro check` fails while one is missing).
   */
  done: string;
  /** Its item page's schema.org type, a kind of `CreativeWork` (`src/build/seo/json-ld.ts` checks it against schema-dts). */
  schemaOrg: string;
  /** Notion options read as this type, besides its own name; case, accents, spaces and dashes do not count (`Épisode` is `episode`). */
  notion: readonly string[];
}

export interface StatusRow {
  /** Its badge's colour: a `data-tone` of global.css's `.badge`. */
  tone: 'accent' | 'warning' | 'success' | 'danger';
  /** Whether an item of this status is over (done or stopped), and so may have a finish date. */
  over: boolean;
  /** Notion options read as this status, besides its own name, as for a type: Notion's defaults in English and French among them. */
  notion: readonly string[];
  /** The Goodreads exclusive shelves that give it (`import-goodreads`). */
  goodreads: readonly string[];
  /** The StoryGraph read statuses that give it (`import-storygraph`). */
  storygraph: readonly string[];
}

/** Every reading type, in the order lists and filters show them. */
export const TYPE_ROWS = {
  article: { icon: 'file-document-outline', done: 'read', schemaOrg: 'Article', notion: ['blog', 'post', 'billet'] },
  book: { icon: 'book-open-variant', done: 'read', schemaOrg: 'Book', notion: ['livre'] },
  podcast: { icon: 'podcast', done: 'listened', schemaOrg: 'PodcastEpisode', notion: ['episode'] },
  video: { icon: 'play-circle-outline', done: 'watched', schemaOrg: 'VideoObject', notion: [] },
} as const satisfies Record<string, TypeRow>;

/** Every reading status, in the order of a reading: not started, started, done, stopped. */
export const STATUS_ROWS = {
  toRead: { tone: 'accent', over: false, notion: ['À lire', 'To do', 'Not started', 'Pas commencé', 'À faire'], goodreads: ['to-read'], storygraph: ['to-read'] },
  inProgress: { tone: 'warning', over: false, notion: ['Reading', 'En cours'], goodreads: ['currently-reading'], storygraph: ['currently-reading', 'paused'] },
  read: { tone: 'success', over: true, notion: ['Done', 'Lu', 'Terminé', 'Fini'], goodreads: ['read'], storygraph: ['read'] },
  canceled: { tone: 'danger', over: true, notion: ['Cancelled', 'Abandoned', 'Abandonné', 'Annulé'], goodreads: [], storygraph: ['did-not-finish'] },
} as const satisfies Record<string, StatusRow>;

export type ReadingType = keyof typeof TYPE_ROWS;
export type ReadingStatus = keyof typeof STATUS_ROWS;
/** What done means for the types: `read`, `watched`, `listened`. */
export type DoneWord = (typeof TYPE_ROWS)[ReadingType]['done'];

/** The type Goodreads and StoryGraph exports give every row: they list books only. */
export const IMPORTED_TYPE: ReadingType = 'book';

/** The keys of a table in its order, as the non-empty list a zod enum takes. */
const keysOf = <K extends string>(rows: Record<K, unknown>) => Object.keys(rows) as [K, ...K[]];

export const READING_TYPES: readonly [ReadingType, ...ReadingType[]] = keysOf(TYPE_ROWS);
export const READING_STATUSES: readonly [ReadingStatus, ...ReadingStatus[]] = keysOf(STATUS_ROWS);

/** One property of every row of a table: `column(TYPE_ROWS, 'icon')` is each type's icon. */
export function column<K extends string, R, P extends keyof R>(rows: Readonly<Record<K, R>>, property: P): { readonly [key in K]: R[P] } {
  return Object.fromEntries(Object.entries<R>(rows).map(([key, row]) => [key, row[property]])) as { [key in K]: R[P] };
}

/** Each word an importer writes (a Goodreads shelf, a StoryGraph read status) and the status it gives. */
export function importerStatuses(importer: 'goodreads' | 'storygraph'): Record<string, ReadingStatus> {
  return Object.fromEntries(READING_STATUSES.flatMap((status) => STATUS_ROWS[status][importer].map((word) => [word, status])));
}

/** The statuses of an item that is over (`over`): the ones it may have a finish date with. */
export const FINISHED_STATUSES: readonly ReadingStatus[] = READING_STATUSES.filter((status) => STATUS_ROWS[status].over);
