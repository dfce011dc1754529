/**
 * One reading item as the owner writes it, for files and Notion rows alike. Pure: the
 * collection (`src/collections/readings.ts`) and the Notion loader both check items with it.
 */
import { z } from 'astro/zod';
import { READING_FIELDS, type FieldSpec } from './model.ts';
import { FINISHED_STATUSES } from './vocabulary.ts';
import { RULE_KIT } from './rules.ts';

export { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './rules.ts';

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
  .refine((item) => item.finishedAt === undefined || (FINISHED_STATUSES as readonly string[]).includes(item.status), {
    error: (issue) =>
      `finishedAt is only for an item whose status is ${FINISHED_STATUSES.join(' or ')} (this one is ${(issue.input as { status?: string }).status})`,
    path: ['finishedAt'],
  });



/** The fields an item may go without: a Notion row keeps its place when one of them is unusable. */
export { OPTIONAL_FIELDS } from './model.ts';
