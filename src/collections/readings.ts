import { defineCollection } from 'astro:content';
import { NOTION_API_URL, NOTION_DATABASE_ID, NOTION_TOKEN } from 'astro:env/server';
import { READING_STATUSES, READING_TYPES } from '../lib/readings/model';
import { notionReadingsLoader } from '../build/notion/loader';
import { strictGlob } from '../build/readings/source-checks';
import { readingSchema } from '../lib/readings/schema';
import { SITE } from '../site.config';

export { READING_STATUSES, READING_TYPES };
export { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, readingSchema } from '../lib/readings/schema';

/** Where the reading files live; the benchmark points it at a generated folder. */
export const READINGS_BASE = process.env.READINGS_CONTENT_DIR || './content/readings';

/**
 * `content/readings/*.{md,yaml,yml,json}`, one item per file; or, when `NOTION_TOKEN` and
 * `NOTION_DATABASE_ID` are set, the rows of that Notion database.
 */
export const readings = defineCollection({
  loader:
    NOTION_TOKEN && NOTION_DATABASE_ID
      ? notionReadingsLoader({ token: NOTION_TOKEN, databaseId: NOTION_DATABASE_ID, baseUrl: NOTION_API_URL, ownOptions: SITE.notion })
      : strictGlob({ pattern: '**/*.{md,yaml,yml,json}', base: READINGS_BASE }),
  schema: readingSchema,
});
