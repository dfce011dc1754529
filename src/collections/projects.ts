import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { wordedGlob } from '../build/content-files';

/** A project's fields; `image` is Astro's image helper (a plain text path when the fields are checked first). */
const projectSchema = <Image extends z.ZodType>(image: () => Image) =>
  z.object({
    title: z.string().min(1),
    summary: z.string().min(1),
    role: z.string().min(1),
    year: z.number().int().min(1990).max(2100),
    tags: z.array(z.string()).default([]),
    link: z.url({ protocol: /^https?$/ }).optional(),
    /** Why there is no link (client work, offline…): a project shows one or the other. */
    noLink: z.string().min(1).optional(),
    order: z.number().int().default(0),
    /** A screenshot beside the file (`image: ./transit-board.png`); without one, generated art. */
    image: image().optional(),
    /** What the screenshot shows, for those who cannot see it; required with `image`. */
    imageAlt: z.string().min(1).optional(),
  }).refine((project) => !project.image || Boolean(project.imageAlt), {
    message: 'an `image` needs `imageAlt` (what it shows)',
    path: ['imageAlt'],
  }).refine((project) => Boolean(project.link) !== Boolean(project.noLink), {
    message: 'give either `link` or `noLink` (why there is no public link)',
    path: ['link'],
  });

/** Highlighted work on the home page: `content/projects/<locale>/<slug>.md`. */
export const projects = defineCollection({
  loader: wordedGlob({ pattern: '*/*.md', base: './content/projects' }, projectSchema(() => z.string()), 'project'),
  schema: ({ image }) => projectSchema(image),
});
