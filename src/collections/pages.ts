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
    /** The home page's call to action, above the contact button (its eyebrow is the site's own word). */
    cta: z.object({ title: z.string().min(1), text: z.string().min(1) }).strict().optional(),
  }),
});
