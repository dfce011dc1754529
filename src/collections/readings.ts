import { defineCollection } from 'astro:content';
import { NOTION_DATABASE_ID, NOTION_TOKEN } from 'astro:env/server';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { READING_STATUSES, READING_TYPES } from '../lib/readings/model';
import { notionReadingsLoader } from '../lib/notion/loader';

export { READING_STATUSES, READING_TYPES };

/** Where the reading files live; the benchmark points it at a generated folder. */
export const READINGS_BASE = process.env.READINGS_CONTENT_DIR || './content/readings';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Only http: and https: URLs are allowed' });

/** One reading item (SPEC §8). */
export const readingSchema = z
  .object({
    name: z.string().trim().min(1),
    url: httpUrl.optional(),
    type: z.enum(READING_TYPES),
    status: z.enum(READING_STATUSES),
    // A comma separates tags in the page's URL, so no tag may hold one.
    tags: z.array(z.string().trim().min(1).max(40).regex(/^[^,]+$/, 'A tag cannot contain a comma')).default([]),
    score: z.number().int().min(1).max(5).optional(),
    createdTime: z.coerce.date(),
    lastEditedTime: z.coerce.date(),
    description: z.string().optional(),
    image: httpUrl.optional(),
  })
  .refine((item) => item.lastEditedTime.getTime() >= item.createdTime.getTime(), {
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
      ? notionReadingsLoader({ token: NOTION_TOKEN, databaseId: NOTION_DATABASE_ID })
      : glob({ pattern: '**/*.{md,yaml,yml,json}', base: READINGS_BASE }),
  schema: readingSchema,
});
