import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Page texts per locale: `content/pages/<locale>/<route>.md` (route `index` is the home page). */
export const pages = defineCollection({
  loader: glob({
    pattern: '*/*.md',
    base: './content/pages',
    // Keep `fr/index` as the id (the default would shorten it to `fr`).
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    emoji: z.string().optional(),
    subtitle: z.string().optional(),
  }),
});
