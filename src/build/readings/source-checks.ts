/**
 * Checks on the owner's reading files that the collection schema cannot make alone: the original
 * text of a date (the YAML parser turns `2026-02-30` into 2 March before the schema sees it), one
 * id per item across file extensions (`a.yaml` and `a.json`), and the content boundary (`clean.ts`).
 */
import { readFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';
import { checkFields, loadWorded } from '../content-files.ts';
import { readingSchema } from '../../lib/readings/schema.ts';
import { DATE_FIELDS, rawDateTexts } from '../../lib/readings/dates.ts';
import { cleanFields } from '../../lib/readings/clean.ts';

export { DATE_FIELDS, isRealDateText, parseDateText, rawDateTexts } from '../../lib/readings/dates.ts';

/**
 * What is wrong with a `slug` field, or `undefined`: it must be a path under the list's address,
 * segments of letters, digits, `-` and `_` (`../../x`, `/x` or `a//b` would name no page).
 */
export function slugProblem(slug: unknown): string | undefined {
  if (slug === undefined) return undefined;
  if (typeof slug !== 'string' || !/^[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*$/u.test(slug)) {
    return `slug: ${JSON.stringify(slug)} is not an address under /readings/ (words of letters, digits, - and _, joined by /)`;
  }
  return undefined;
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

/**
 * An item's fields with each date the YAML parser made a `Date` given back as the file's text, as
 * the build checks them: an impossible day is refused, not rolled over (`source` is the file's text).
 */
export function withDateTexts<T extends Record<string, unknown>>(data: T, source: string): T {
  const raw = rawDateTexts(source);
  const out: Record<string, unknown> = { ...data };
  for (const field of DATE_FIELDS) if (out[field] instanceof Date && raw[field]) out[field] = raw[field];
  return out as T;
}

/** The message for two files that give one id. */
export const duplicateIdMessage = (id: string, first: string, second: string) =>
  `Two reading files give the id "${id}": ${first} and ${second}. Rename or remove one of them.`;

/**
 * The glob loader, stricter: two files with one id stop the build (the plain loader keeps one and
 * warns), a date is checked from its original text, so an impossible day is refused, and text is
 * cleaned with a warning naming the file and the field.
 */
const CHECK_HINT = '`npm run readings -- check` lists every problem of the reading files at once.';

export function strictGlob(options: { pattern: string; base: string }): Loader {
  const fileById = new Map<string, string>();
  const inner = glob({
    ...options,
    generateId: ({ entry, data }) => {
      const badSlug = slugProblem(data.slug);
      if (badSlug) throw new Error(`${options.base}/${entry}: ${badSlug}`);
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
        const cleaned = cleanFields({ ...(props.data as Record<string, unknown>) });
        for (const note of cleaned.notes) context.logger.warn(`${props.filePath ?? props.id}: ${note}`);
        let data = cleaned.data;
        if (props.filePath && DATE_FIELDS.some((field) => data[field] instanceof Date)) data = withDateTexts(data, await readFile(props.filePath, 'utf8'));
        // Checked here first, to say what is wrong as `npm run readings -- check` says it.
        await checkFields(readingSchema, data, props.filePath, 'reading', CHECK_HINT);
        return context.parseData({ ...props, data: data as typeof props.data });
      };
      await loadWorded(() => inner.load({ ...context, parseData }), CHECK_HINT);
    },
  };
}
