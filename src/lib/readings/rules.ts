/**
 * What the reading field table's rules (`READING_FIELDS` in `model.ts`) are written with: zod and
 * the site's own field rules (links, dates, authors, ISBN, counts). `schema.ts` hands them over.
 */
import { z } from 'astro/zod';
import { isRealDateText, parseDateText } from './dates.ts';
import { NOTION_IMAGE_PATH } from '../safe-url.ts';
import { compactIsbn, isValidIsbn } from './isbn.ts';
import { isLanguageTag } from './lang.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Only http: and https: URLs are allowed' });
/** Where a cover is downloaded from (`npm run readings -- covers`), over https only; the content boundary upgrades `http:` first (`clean.ts`). */
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

/** One person's name, or a list of them; `"A; B"` is two people (`who`: "author", "speaker", named when the list is empty). */
const namesField = (who: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(';') : value),
    z
      .array(z.string().trim().max(120))
      .transform((names) => names.filter(Boolean))
      .refine((names) => names.length > 0, `Expected at least one ${who}`),
  );

/** A language's BCP 47 primary tag (`fr`, `en`; `FR` is read as `fr`): `fr-FR`, `French` or an unknown code is refused. */
const langField = z
  .string({ error: 'Expected a language tag such as fr or en' })
  .trim()
  .refine(isLanguageTag, { error: (issue) => `Not a language tag: "${String(issue.input)}" (expected a primary tag such as fr or en, without a region)` })
  .transform((tag) => tag.toLowerCase());

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
  authors: namesField('author'),
  speakers: namesField('speaker'),
  isbn: isbnField,
  lang: langField,
  positiveInteger,
  goodreadsId: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Expected a Goodreads book id such as 4099' }).regex(/^\d+$/, 'Expected a Goodreads book id (digits only)'),
  ),
  storygraphId: z.string({ error: 'Expected a StoryGraph id' }).regex(/^[\w.-]{1,100}$/, 'Expected a StoryGraph id (letters, digits, -, _ and ., at most 100)'),
};
export type RuleKit = typeof RULE_KIT;
