import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_WORDS, TYPE_WORDS } from '../../src/build/notion/readings';
import { readingItemLd } from '../../src/build/seo/json-ld';
import { iconFile } from '../../src/lib/icon-svg';
import { STATUS_TONES } from '../../src/lib/readings/format';
import { READING_FIELDS, type ReadingItem } from '../../src/lib/readings/model';
import { RULE_KIT } from '../../src/lib/readings/rules';
import { readingSchema } from '../../src/lib/readings/schema';
import { FINISHED_STATUSES, IMPORTED_TYPE, importerStatuses, READING_STATUSES, READING_TYPES, STATUS_ROWS, TYPE_ROWS } from '../../src/lib/readings/vocabulary';
import { againLabelKey, cardDate, DONE_WORDS, itemDates, mixedStatusLabelKey, statusLabelKey } from '../../src/lib/readings/words';
import { TYPE_ICON_CSS, TYPE_ICON_DIR, TYPE_ICON_NAMES } from '../../src/lib/type-icons';
import { SITE } from '../../src/site.config';
import { COMPLETE_LOCALES } from '../support/locales';
import { main } from '../../tools/readings/cli';
import { SHELF_STATUSES } from '../../tools/readings/goodreads';
import { STORYGRAPH_STATUSES } from '../../tools/readings/storygraph';

// The messages files of the site's own languages, which are complete (a language an owner adds need not be).
const COMPLETE = new Set<string>(COMPLETE_LOCALES);
const MESSAGES = Object.entries(import.meta.glob<Record<string, string>>('../../src/i18n/*.json', { eager: true, import: 'default' })).filter(([file]) =>
  COMPLETE.has(file.replace(/^.*\/|\.json$/g, '')),
);
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
/** An option as Notion's loader compares it: `À lire` → `alire`. */
const folded = (name: string) => name.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');

describe('the reading vocabulary: a type is its row, its messages and its icon', () => {
  it('lists the types and statuses in the order of their rows, which the item schema accepts and nothing else', () => {
    expect(READING_TYPES).toEqual(Object.keys(TYPE_ROWS));
    expect(READING_STATUSES).toEqual(Object.keys(STATUS_ROWS));
    const type = READING_FIELDS.type.rule(RULE_KIT);
    const status = READING_FIELDS.status.rule(RULE_KIT);
    for (const value of READING_TYPES) expect(type.safeParse(value).success, value).toBe(true);
    for (const value of READING_STATUSES) expect(status.safeParse(value).success, value).toBe(true);
    expect(type.safeParse('movie').success).toBe(false);
    expect(status.safeParse('done').success).toBe(false);
  });

  it('gives every type and status its words in the messages file of each of the site’s own languages', () => {
    expect(MESSAGES.map(([file]) => file).sort()).toEqual([...COMPLETE].map((code) => `../../src/i18n/${code}.json`).sort());
    for (const [file, messages] of MESSAGES) {
      for (const type of READING_TYPES) expect(messages[`readings.type.${type}`], `${file}: readings.type.${type}`).toBeTruthy();
      for (const status of READING_STATUSES) expect(messages[`readings.status.${status}`], `${file}: readings.status.${status}`).toBeTruthy();
    }
  });

  it('finds in the site’s own languages what a card and an item page say of each type, whatever its status', () => {
    const finishedAt = '2025-01-01T00:00:00.000Z';
    for (const type of READING_TYPES) {
      const keys = READING_STATUSES.flatMap((status) => {
        const one = { type, status, finishedAt, startedAt: finishedAt, createdTime: finishedAt, lastEditedTime: finishedAt };
        const dates = [...itemDates(one).map((date) => date.label), cardDate(one).line, cardDate(one, 'createdTime').line, cardDate(one, 'lastEditedTime').line];
        return [statusLabelKey({ type, status }), mixedStatusLabelKey(status), ...dates];
      });
      keys.push(againLabelKey(type));
      for (const [file, messages] of MESSAGES) for (const key of keys) expect(messages[key], `${file}: ${key} (${type})`).toBeTruthy();
    }
  });

  it('lets an item that is over, and only one, have a finish date, as its status row says', () => {
    expect(FINISHED_STATUSES).toEqual(READING_STATUSES.filter((status) => STATUS_ROWS[status].over));
    expect(FINISHED_STATUSES).toEqual(['read', 'canceled']);
    const item = { name: 'A', type: 'book', tags: [], createdTime: '2025-01-01', lastEditedTime: '2025-01-01', finishedAt: '2025-02-01' };
    for (const status of READING_STATUSES) expect(readingSchema.safeParse({ ...item, status }).success, status).toBe(STATUS_ROWS[status].over);
  });

  it('has an icon file for every type, as its row names it, and the rule that draws it on a title card', () => {
    const css = read(`${TYPE_ICON_DIR}/${TYPE_ICON_CSS}`);
    for (const type of READING_TYPES) {
      const file = `${TYPE_ICON_DIR}/${type}.svg`;
      expect(existsSync(new URL(file, root)), `${file}: run npm run type-icons`).toBe(true);
      expect(read(file), `${file}: run npm run type-icons`).toBe(iconFile(TYPE_ROWS[type].icon));
      expect(css, `${TYPE_ICON_CSS}: run npm run type-icons`).toContain(`[data-type='${type}'] { --rc-type-icon: url('./${type}.svg'); }`);
    }
  });

  it('derives each type’s icon name and done verb, and each status’s tone, from the rows', () => {
    const byType = <V>(pick: (row: (typeof TYPE_ROWS)[keyof typeof TYPE_ROWS]) => V) => Object.fromEntries(READING_TYPES.map((type) => [type, pick(TYPE_ROWS[type])]));
    expect(TYPE_ICON_NAMES).toEqual(byType((row) => row.icon));
    expect(DONE_WORDS).toEqual(byType((row) => row.done));
    expect(STATUS_TONES).toEqual(Object.fromEntries(READING_STATUSES.map((status) => [status, STATUS_ROWS[status].tone])));
    // Each tone is one the badge has a colour for.
    const global = read('src/styles/global.css');
    for (const status of READING_STATUSES) expect(global, STATUS_TONES[status]).toContain(`.badge[data-tone='${STATUS_TONES[status]}']`);
  });

  it('types each item page’s JSON-LD with its row’s schema.org type', () => {
    for (const type of READING_TYPES) {
      const item: ReadingItem = { id: 'a', name: 'A', type, status: 'read', tags: [], createdTime: '2026-01-02T00:00:00.000Z', lastEditedTime: '2026-01-03T00:00:00.000Z' };
      expect(readingItemLd(item, { site: SITE, pageUrl: 'https://example.org/readings/a/' })['@type'], type).toBe(TYPE_ROWS[type].schemaOrg);
    }
  });

  it('reads a Notion option as the type or status whose name or row’s word it is, no word naming two', () => {
    const check = <K extends string>(rows: Readonly<Record<K, { notion: readonly string[] }>>, words: ReadonlyMap<string, K>) => {
      const entries = Object.entries<{ notion: readonly string[] }>(rows).flatMap(([key, row]) => [key, ...row.notion].map((name) => [name, key] as const));
      for (const [name, key] of entries) expect(words.get(folded(name)), name).toBe(key);
      expect(words.size, 'a Notion word folds as another').toBe(entries.length);
    };
    check(TYPE_ROWS, TYPE_WORDS);
    check(STATUS_ROWS, STATUS_WORDS);
    expect(STATUS_WORDS.get('pascommence')).toBe('toRead');
    expect(TYPE_WORDS.get('episode')).toBe('podcast');
  });

  it('gives the importers their words: each shelf and read status gives its row’s status, and an imported row is a book', () => {
    expect(SHELF_STATUSES).toEqual(importerStatuses('goodreads'));
    expect(STORYGRAPH_STATUSES).toEqual(importerStatuses('storygraph'));
    for (const status of READING_STATUSES) {
      for (const shelf of STATUS_ROWS[status].goodreads) expect(SHELF_STATUSES[shelf], shelf).toBe(status);
      for (const word of STATUS_ROWS[status].storygraph) expect(STORYGRAPH_STATUSES[word], word).toBe(status);
    }
    expect(SHELF_STATUSES).toMatchObject({ read: 'read', 'currently-reading': 'inProgress', 'to-read': 'toRead' });
    expect(STORYGRAPH_STATUSES).toMatchObject({ 'did-not-finish': 'canceled', paused: 'inProgress' });
    expect(IMPORTED_TYPE).toBe('book');
  });

  describe('the help of npm run readings', () => {
    afterEach(() => vi.restoreAllMocks());

    it('offers every type and every status to `add`', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      expect(await main(['help'])).toBe(0);
      const usage = log.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(usage).toContain(`--type ${READING_TYPES.join('|')}`);
      expect(usage).toContain(`--status ${READING_STATUSES.join('|')}`);
    });
  });
});
