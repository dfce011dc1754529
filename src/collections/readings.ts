import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const READING_TYPES = ['article', 'podcast', 'video'] as const;
export const READING_STATUSES = ['toRead', 'inProgress', 'read', 'canceled'] as const;

const httpUrl = z.url({ protocol: /^https?$/, error: 'Only http: and https: URLs are allowed' });

/** One reading item (SPEC §8). */
export const readingSchema = z
  .object({
    name: z.string().trim().min(1),
    url: httpUrl.optional(),
    type: z.enum(READING_TYPES),
    status: z.enum(READING_STATUSES),
    tags: z.array(z.string().trim().min(1).max(40)).default([]),
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

/** `content/readings/*.{md,yaml,yml,json}`, one item per file. */
export const readings = defineCollection({
  loader: glob({ pattern: '**/*.{md,yaml,yml,json}', base: './content/readings' }),
  schema: readingSchema,
});
