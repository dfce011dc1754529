/**
 * Checks on the owner's reading files that the collection schema cannot make alone: the original
 * text of a date (the YAML parser turns `2026-02-30` into 2 March before the schema sees it) and
 * one id per item across file extensions (`a.yaml` and `a.json`).
 */
import { readFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';

/** The item fields that hold a date. */
export const DATE_FIELDS = ['createdTime', 'lastEditedTime'] as const;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * Whether `text` is an ISO 8601 date or date-time naming a day that exists: `2024-02-29` and
 * `2025-03-02T09:15:00.000Z` pass, `2026-02-30`, `2025-13-01`, `24:00` and `yesterday` do not.
 */
export function isRealDateText(text: string): boolean {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const [hour, minute, second, zoneHour, zoneMinute] = [m[4], m[5], m[6], m[8], m[9]].map((v) => Number(v ?? 0));
  return hour! < 24 && minute! < 60 && second! < 60 && zoneHour! < 24 && zoneMinute! < 60;
}

/**
 * The original text of top-level date fields in a YAML file or Markdown front matter, for the
 * fields the parser turned into `Date` objects.
 */
export function rawDateTexts(source: string): Partial<Record<(typeof DATE_FIELDS)[number], string>> {
  const found: Partial<Record<(typeof DATE_FIELDS)[number], string>> = {};
  for (const field of DATE_FIELDS) {
    const m = new RegExp(`^${field}\\s*:\\s*(?:"([^"]*)"|'([^']*)'|([^\\s#]+))`, 'm').exec(source);
    if (m) found[field] = m[1] ?? m[2] ?? m[3];
  }
  return found;
}

/** A file's id as the glob loader makes it: its path without extension, slugged; or its `slug` field. */
export function entryId(entry: string, data: Record<string, unknown>): string {
  if (typeof data.slug === 'string' && data.slug) return data.slug;
  return entry
    .replace(/\.[^./]+$/, '')
    .split('/')
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    )
    .join('/')
    .replace(/\/index$/, '');
}

/** The message for two files that give one id. */
export const duplicateIdMessage = (id: string, first: string, second: string) =>
  `Two reading files give the id "${id}": ${first} and ${second}. Rename or remove one of them.`;

/**
 * The glob loader, stricter: two files with one id stop the build (the plain loader keeps one and
 * warns), and a date is checked from its original text, so an impossible day is refused.
 */
export function strictGlob(options: { pattern: string; base: string }): Loader {
  const fileById = new Map<string, string>();
  const inner = glob({
    ...options,
    generateId: ({ entry, data }) => {
      const id = entryId(entry, data);
      const first = fileById.get(id);
      if (first && first !== entry) throw new Error(duplicateIdMessage(id, `${options.base}/${first}`, `${options.base}/${entry}`));
      fileById.set(id, entry);
      return id;
    },
  });
  return {
    name: 'readings-files',
    load: async (context) => {
      fileById.clear();
      const parseData: typeof context.parseData = async (props) => {
        const data = { ...(props.data as Record<string, unknown>) };
        if (props.filePath && DATE_FIELDS.some((field) => data[field] instanceof Date)) {
          const raw = rawDateTexts(await readFile(props.filePath, 'utf8'));
          for (const field of DATE_FIELDS) if (data[field] instanceof Date && raw[field]) data[field] = raw[field];
        }
        return context.parseData({ ...props, data: data as typeof props.data });
      };
      await inner.load({ ...context, parseData });
    },
  };
}
