import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { wordedGlob } from '../build/content-files';

const pageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  emoji: z.string().optional(),
  subtitle: z.string().optional(),
  /** The home page's call to action, above the contact button (its eyebrow is the site's own word). */
  cta: z.object({ title: z.string().min(1), text: z.string().min(1) }).strict().optional(),
});

/** Page texts per locale: `content/pages/<locale>/<route>.md` (route `index` is the home page). */
export const pages = defineCollection({
  loader: wordedGlob(
    {
      pattern: '*/*.md',
      base: './content/pages',
      // Keep `fr/index` as the id (the default would shorten it to `fr`).
      generateId: ({ entry }) => entry.replace(/\.md$/, ''),
    },
    pageSchema,
    'page',
  ),
  schema: pageSchema,
});
