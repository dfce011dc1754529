import { defineCollection } from 'astro:content';
import { NOTION_API_URL, NOTION_DATABASE_ID, NOTION_TOKEN } from 'astro:env/server';
import { z } from 'astro/zod';
import { READING_STATUSES, READING_TYPES } from '../lib/readings/model';
import { notionReadingsLoader } from '../lib/notion/loader';
import { isRealDateText, strictGlob } from '../lib/readings/source-checks';
import { NOTION_IMAGE_PATH } from '../lib/safe-url';

export { READING_STATUSES, READING_TYPES };

/** Where the reading files live; the benchmark points it at a generated folder. */
export const READINGS_BASE = process.env.READINGS_CONTENT_DIR || './content/readings';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Only http: and https: URLs are allowed' });

/** Longest name and description: a pasted article must not make the list page megabytes long. */
export const MAX_NAME_LENGTH = 300;
export const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * An ISO 8601 date or date-time naming a day that exists (checked on the text: `2026-02-30` is
 * refused, not rolled over to 2 March); a `Date` the parser already made is taken as it is.
 */
const dateField = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
  z
    .string({ error: 'Expected a date such as 2025-03-02T09:15:00Z' })
    .refine(isRealDateText, { error: (issue) => `Not a real date: "${String(issue.input)}" (expected a date such as 2025-03-02T09:15:00Z)` })
    .transform((text) => new Date(text.trim())),
);

/** An image the Notion loader downloaded into the build (`<base>notion-images/<hash>.<ext>`). */
const downloadedImage = z.string().regex(NOTION_IMAGE_PATH, 'Expected an http(s) URL');

/** One reading item (SPEC §8). */
export const readingSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
    url: httpUrl.optional(),
    type: z.enum(READING_TYPES),
    status: z.enum(READING_STATUSES),
    // A comma separates tags in the page's URL, so no tag may hold one.
    tags: z.array(z.string().trim().min(1).max(40).regex(/^[^,]+$/, 'A tag cannot contain a comma')).default([]),
    score: z.number().int().min(1).max(5).optional(),
    createdTime: dateField,
    lastEditedTime: dateField,
    description: z.string().max(MAX_DESCRIPTION_LENGTH).optional(),
    image: z.union([httpUrl, downloadedImage]).optional(),
  })
  // Runs even when a date failed above; then that failure is the one reported.
  .refine((item) => !(item.lastEditedTime instanceof Date && item.createdTime instanceof Date) || item.lastEditedTime >= item.createdTime, {
    message: 'lastEditedTime must not be before createdTime',
    path: ['lastEditedTime'],
  });

export type ReadingData = z.infer<typeof readingSchema>;

/**
 * `content/readings/*.{md,yaml,yml,json}`, one item per file; or, when `NOTION_TOKEN` and
 * `NOTION_DATABASE_ID` are set, the rows of that Notion database.
 */
export const readings = defineCollection({
  loader:
    NOTION_TOKEN && NOTION_DATABASE_ID
      ? notionReadingsLoader({ token: NOTION_TOKEN, databaseId: NOTION_DATABASE_ID, baseUrl: NOTION_API_URL })
      : strictGlob({ pattern: '**/*.{md,yaml,yml,json}', base: READINGS_BASE }),
  schema: readingSchema,
});
