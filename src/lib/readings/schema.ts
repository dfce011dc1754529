/**
 * One reading item as the owner writes it, for files and Notion rows alike. Pure: the
 * collection (`src/collections/readings.ts`) and the Notion loader both check items with it.
 */
import { z } from 'astro/zod';
import { READING_FIELDS, type FieldSpec } from './model.ts';
import { isRealDateText, parseDateText } from './dates.ts';
import { NOTION_IMAGE_PATH } from '../safe-url.ts';
import { compactIsbn, isValidIsbn } from './isbn.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Only http: and https: URLs are allowed' });
/** Images load over https only (the pages' security policy); the content boundary upgrades `http:` first (`clean.ts`). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'Only https: images are shown' });

/** Longest name and description: a pasted article must not make the list page megabytes long. */
export const MAX_NAME_LENGTH = 300;
export const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * An ISO 8601 date or date-time naming a day that exists (checked on the text: `2026-02-30` is
 * refused, not rolled over to 2 March; without a zone, UTC); a `Date` the parser already made is
 * taken as it is.
 */
const dateField = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
  z
    .string({ error: 'Expected a date such as 2025-03-02T09:15:00Z' })
    .refine(isRealDateText, { error: (issue) => `Not a real date: "${String(issue.input)}" (expected a date such as 2025-03-02T09:15:00Z)` })
    .transform(parseDateText),
);

/** An image the Notion loader downloaded into the build (`<base>notion-images/<hash>.<ext>`). */
const downloadedImage = z.string().regex(NOTION_IMAGE_PATH, 'Expected an https URL');

/** An ISBN-10 or ISBN-13 (hyphens and spaces allowed, a YAML number too), kept as bare digits. */
const isbnField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'Expected an ISBN such as 978-2-07-036822-8' })
    .refine(isValidIsbn, { error: (issue) => `Not a valid ISBN-10 or ISBN-13: "${String(issue.input)}" (check the digits)` })
    .transform(compactIsbn),
);

/** One author's name, or a list of them; `"A; B"` is two authors. */
const authorsField = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(';') : value),
  z
    .array(z.string().trim().max(120))
    .transform((names) => names.filter(Boolean))
    .refine((names) => names.length > 0, 'Expected at least one author'),
);

/** A whole count above zero (`pages: 0`, `pages: 12.5` and `pages: "many"` are refused). */
const positiveInteger = (what: string) => z.number({ error: `Expected ${what} as a whole number` }).int(`Expected ${what} as a whole number`).positive(`Expected ${what} above zero`);

/** What the field table's rules (`READING_FIELDS` in `model.ts`) are written with. */
export const RULE_KIT = {
  z,
  MAX_NAME_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  httpUrl,
  image: z.union([httpsUrl, downloadedImage]),
  date: dateField,
  authors: authorsField,
  isbn: isbnField,
  positiveInteger,
  goodreadsId: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Expected a Goodreads book id such as 4099' }).regex(/^\d+$/, 'Expected a Goodreads book id (digits only)'),
  ),
};
export type RuleKit = typeof RULE_KIT;

type Fields = typeof READING_FIELDS;
type Rule<K extends keyof Fields> = ReturnType<Fields[K]['rule']>;
type Shape = { [K in keyof Fields]: Fields[K]['optional'] extends true ? (Rule<K> extends z.ZodDefault ? Rule<K> : z.ZodOptional<Rule<K>>) : Rule<K> };

/** Each field's rule, optional where the table says so (a rule with a default stays as it is). */
const shape = Object.fromEntries(
  Object.entries(READING_FIELDS).map(([key, field]: [string, FieldSpec]) => {
    const rule = field.rule(RULE_KIT);
    return [key, field.optional && !(rule instanceof z.ZodDefault) ? rule.optional() : rule];
  }),
) as unknown as Shape;

/** One reading item. */
export const readingSchema = z
  .object(shape)
  // Runs even when a date failed above; then that failure is the one reported.
  .refine((item) => !(item.lastEditedTime instanceof Date && item.createdTime instanceof Date) || item.lastEditedTime >= item.createdTime, {
    message: 'lastEditedTime must not be before createdTime',
    path: ['lastEditedTime'],
  })
  .refine((item) => !(item.startedAt instanceof Date && item.finishedAt instanceof Date) || item.finishedAt >= item.startedAt, {
    message: 'finishedAt must not be before startedAt',
    path: ['finishedAt'],
  })
  .refine((item) => item.finishedAt === undefined || FINISHED_STATUSES.includes(item.status), {
    error: (issue) =>
      `finishedAt is only for an item whose status is read or canceled (this one is ${(issue.input as { status?: string }).status})`,
    path: ['finishedAt'],
  });

/** The statuses an item can have a `finishedAt` with. */
export const FINISHED_STATUSES: readonly string[] = ['read', 'canceled'];

export type ReadingData = z.infer<typeof readingSchema>;

/** The fields an item may go without: a Notion row keeps its place when one of them is unusable. */
export { OPTIONAL_FIELDS } from './model.ts';
