/**
 * A content error as the owner reads it, the same in `npm run readings -- check` and in the build:
 * the file and line, the field, what is wrong, and how to fix it
 * (`content/readings/dune.md:3 name is missing: every reading needs one`).
 */
import { READING_STATUSES, READING_TYPES } from './model.ts';

/** The values a field takes, named when it is missing. */
const CHOICES: Record<string, readonly string[]> = { type: READING_TYPES, status: READING_STATUSES };

/** A schema issue, as zod reports it (the parts these sentences read). */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  values?: readonly unknown[];
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
}

const kind = (value: unknown): string =>
  value === null ? 'empty' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? 'text' : typeof value === 'object' ? 'a group of fields' : `a ${typeof value}`;

const WRITE_AS: Record<string, string> = { array: 'a list, as [a, b]', string: 'text', number: 'a number', boolean: 'true or false' };

/** The value at an issue's path in the item's fields. */
const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

/** What is wrong with one field of `data`, and how to fix it, in one sentence. */
export function issueSentence(issue: FieldIssue, data: unknown, noun = 'reading'): string {
  const field = issue.path.map(String).join('.') || 'the item';
  const input = valueAt(data, issue.path);
  if (issue.code === 'invalid_type' && input === undefined) {
    const choices = issue.values ?? CHOICES[field];
    return `${field} is missing: every ${noun} needs a ${field}${choices ? ` (${choices.join(', ')})` : ''}`;
  }
  // The schema's own sentences (a whole number of minutes, an ISBN's checksum…) say it best.
  if (!/^(Invalid|Too (big|small))\b/.test(issue.message)) return `${field}: ${issue.message}`;
  if (input instanceof Date) return `${field} reads as a date: put it in quotes ("${input.toISOString().slice(0, 10)}") to keep it as text`;
  if (issue.code === 'invalid_type') return `${field} is ${kind(input)}: write it as ${WRITE_AS[issue.expected ?? ''] ?? issue.expected}`;
  if (issue.code === 'invalid_value' && issue.values) {
    return `${field} "${String(input)}" is not one of ${issue.values.join(', ')}: use one of them`;
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const bound = issue.code === 'too_big' ? `at most ${issue.maximum}` : `at least ${issue.minimum}`;
    if (issue.origin === 'string') return `${field} is ${issue.code === 'too_big' ? 'too long' : 'too short'}: keep it to ${bound} characters`;
    if (issue.origin === 'array') return `${field} has ${issue.code === 'too_big' ? 'too many' : 'too few'} entries: give ${bound}`;
    return `${field} ${JSON.stringify(input)} is out of range: give ${bound}`;
  }
  return `${field}: ${issue.message}`;
}

/** The 1-based line of a top-level field in a file (YAML `field:` or JSON `"field":`), else `fallback`. */
export function fieldLine(source: string, field: string, fallback: number): number {
  const lines = source.split('\n');
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const key = new RegExp(`^(?:${escaped}|"${escaped}"|'${escaped}')\\s*:|^\\s*"${escaped}"\\s*:`);
  const at = lines.findIndex((line) => key.test(line));
  return at >= 0 ? at + 1 : fallback;
}

/** The line of a file where its fields start: 1, or the line after a Markdown file's opening `---`. */
export function fieldsStart(source: string): number {
  const lines = source.split('\n');
  const open = lines.findIndex((line) => line.trim() !== '');
  return lines[open]?.trim() === '---' ? open + 2 : 1;
}

/** Each issue of an entry (its fields, `data`; a `noun`: a reading, a page…) as `file:line sentence`. */
export function issueLines(file: string, source: string, issues: readonly FieldIssue[], data: unknown, noun = 'reading'): string[] {
  const start = fieldsStart(source);
  return issues.map((issue) => `${file}:${fieldLine(source, String(issue.path[0] ?? ''), start)} ${issueSentence(issue, data, noun)}`);
}

/**
 * A YAML error at a line of the file, as a sentence. The common one: a plain value holding `: `
 * (`name: Data Mesh: Principles`), which YAML reads as a second field.
 */
export function yamlErrorLine(file: string, line: number, lineText: string, reason: string): string {
  const colon = /^\s*[\w-]+:\s+(?!["'[{|>])(.*?:\s.*)$/.exec(lineText);
  if (colon) return `${file}:${line} the value has a colon: put it in quotes ("${colon[1]!.replace(/"/g, '\\"')}")`;
  return `${file}:${line} this line is not valid YAML (${reason}): check its indentation and quotes`;
}
