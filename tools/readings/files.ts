/**
 * The reading files as the command-line tool reads and writes them: YAML, JSON, or Markdown with
 * YAML front matter (its body is the owner's notes). An update keeps the file's format, its
 * comments and the order of its fields; every item is checked with the build's schema first.
 *
 * One YAML dialect: a file's fields are read with the build's own parser (js-yaml, as Astro reads
 * front matter and YAML files: `2025-01-01` is a date there), and the text the tools write quotes
 * every string that parser or any YAML 1.1 reader would take for something else (a date, a number,
 * `yes`, `null`, `~`). The `yaml` package only edits the text, keeping comments and layout.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load as buildYaml } from 'js-yaml';
import { Document, isMap, isScalar, parse, parseDocument, visit } from 'yaml';
import { readingSchema } from '../../src/lib/readings/schema.ts';
import { fieldsStart, issueLines, issueSentence, yamlErrorLine } from '../../src/lib/readings/content-errors.ts';
import { RESERVED_SEGMENTS } from '../../src/lib/readings/paths.ts';
import slugify from '@sindresorhus/slugify';
import { valueSlug } from '../../src/build/readings/slug.ts';
import { DATE_FIELDS, entryId, withDateTexts } from '../../src/build/readings/source-checks.ts';

export type Format = 'md' | 'yaml' | 'json';

/** One reading file as read. */
export interface ItemFile {
  id: string;
  /** The file's path (in the content folder). */
  path: string;
  format: Format;
  data: Record<string, unknown>;
  /** Markdown files only: the notes after the front matter. */
  body: string;
  /** YAML and Markdown files: the YAML text, parsed into a document to update in place when one is. */
  yaml?: string;
  doc?: Document;
}

/** The content folder: `content/readings`, or `READINGS_CONTENT_DIR` (the build reads the same). */
export const contentDir = (): string => process.env.READINGS_CONTENT_DIR || 'content/readings';

const EXTENSIONS: Record<string, Format> = { md: 'md', yaml: 'yaml', yml: 'yaml', json: 'json' };
/** Front matter as the build finds it: at the start, or after blank lines. */
const FRONT_MATTER = /^(?:\s*\n)?---\n([\s\S]*?\n)?---(?:\n|$)/;
const YAML_OPTIONS = { lineWidth: 0, flowCollectionPadding: false } as const;

/** A file's format by its extension, or `undefined` for a file that is not an item. */
export const formatOf = (path: string): Format | undefined => EXTENSIONS[/\.(\w+)$/.exec(path)?.[1]?.toLowerCase() ?? ''];

function yamlDocument(text: string, path: string): Document {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`${path}: not valid YAML: ${doc.errors[0]!.message}`);
  if (doc.contents !== null && !isMap(doc.contents)) throw new Error(`${path}: expected the item's fields (name: …, type: …)`);
  return doc;
}

/**
 * YAML text's value as the build reads it (js-yaml), dates given back as the file's text. A syntax
 * error is worded as the build words it, at the file's line (`firstLine`: where the YAML starts).
 */
function buildFields(text: string, path: string, firstLine = 1): unknown {
  let data: unknown;
  try {
    data = buildYaml(text);
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]!;
    if (!mark) throw new Error(`${path}: not valid YAML: ${reason}`);
    throw new Error(yamlErrorLine(path, firstLine + mark.line, text.split('\n')[mark.line] ?? '', reason));
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? withDateTexts(data as Record<string, unknown>, text) : (data ?? {});
}

/**
 * A file's item: its fields as the build reads them (a date field keeps the text the owner wrote;
 * `name: 2025-01-01` is a date, which the schema refuses, as in the build). A leading byte-order
 * mark is skipped in Markdown and YAML, as the build does; in JSON the build refuses it, so does this.
 */
export function parseItemFile(path: string, relative: string, text: string): ItemFile {
  const format = formatOf(path);
  if (!format) throw new Error(`${path}: not a reading file (.md, .yaml, .yml or .json)`);
  if (format === 'json' && text.startsWith('\uFEFF')) throw new Error(`${path}: starts with a byte-order mark, which the build cannot read: save it as UTF-8 without BOM`);
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let data: unknown;
  let yaml: string | undefined;
  let body = '';
  if (format === 'json') {
    try {
      data = JSON.parse(source);
    } catch (error) {
      throw new Error(`${path}: not valid JSON: ${(error as Error).message}`);
    }
  } else {
    const m = format === 'md' ? FRONT_MATTER.exec(source) : null;
    if (format === 'md') body = m ? source.slice(m[0].length) : source;
    yaml = format === 'md' ? (m?.[1] ?? '') : source;
    data = buildFields(yaml, path, format === 'md' ? fieldsStart(source) : 1);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${path}: expected the item's fields (name: …, type: …)`);
  const fields = data as Record<string, unknown>;
  return { id: entryId(relative, fields), path, format, data: fields, body, yaml };
}

/** Every reading file of the folder (and its subfolders; none when there is no folder yet), and the files that could not be read. */
export function readItems(dir: string = contentDir()): { items: ItemFile[]; unreadable: string[] } {
  const items: ItemFile[] = [];
  const unreadable: string[] = [];
  if (!existsSync(dir)) return { items, unreadable };
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => formatOf(name)).sort();
  for (const name of names) {
    const path = join(dir, name);
    try {
      items.push(parseItemFile(path, name.split('\\').join('/'), readFileSync(path, 'utf8')));
    } catch (error) {
      unreadable.push((error as Error).message);
    }
  }
  return { items, unreadable };
}

/** The problems the build would stop on, one sentence each, worded as the build words them (none for a valid item). */
export function problems(data: Record<string, unknown>): string[] {
  const result = readingSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => issueSentence(issue, data));
}

/** The problems of a file's item as the build prints them: `file:line sentence`. */
export function problemLines(path: string, source: string, data: Record<string, unknown>): string[] {
  const result = readingSchema.safeParse(data);
  return result.success ? [] : issueLines(path, source, result.error.issues, data);
}

/** Stops with the problems of an item, naming each field: nothing is written. */
export function assertValid(data: Record<string, unknown>, what: string): void {
  const found = problems(data);
  if (found.length) throw new Error(`${what} is not valid, nothing written:\n  ${found.join('\n  ')}`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between an item and new values for it. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
}

/** Text that could read as something else than text, plain: digits, signs, dots, `~`, `=`, `<<`, and YAML 1.1's words. */
const MAYBE_NOT_TEXT = /^$|^[\s\d+\-.~=<]|^(?:y|n|yes|no|on|off|true|false|null)$/i;

/** Whether `text`, written plain, would read as something else in the build (js-yaml) or in YAML 1.1. */
export function readsOtherwise(text: string): boolean {
  if (!MAYBE_NOT_TEXT.test(text)) return false;
  try {
    return buildYaml(text) !== text || parse(text, { version: '1.1' }) !== text;
  } catch {
    return true;
  }
}

/**
 * A node as the tools write it: lists on one line, as the owner's files have them
 * (`tags: [css, layout]`), and text quoted where, plain, it would read as a date, a number, a
 * boolean or null; date fields stay plain (`finishedAt: 2025-02-01`), dates being what they are.
 */
function flowLists<T extends Parameters<typeof visit>[0]>(node: T, key?: string): T {
  const isDate = (name: unknown) => (DATE_FIELDS as readonly unknown[]).includes(name);
  if (isDate(key)) return node;
  visit(node, {
    Pair: (_, pair) => (isScalar(pair.key) && isDate(pair.key.value) ? visit.SKIP : undefined),
    Seq: (_, seq) => void (seq.flow = true),
    Scalar: (_, scalar) => {
      if (typeof scalar.value === 'string' && !scalar.type?.startsWith('QUOTE') && readsOtherwise(scalar.value)) scalar.type = 'QUOTE_DOUBLE';
    },
  });
  return node;
}

/** Markdown: the front matter and the notes. */
const markdown = (frontMatter: string, notes: string) => `---\n${frontMatter}---\n${notes.trim() ? `\n${notes.trim()}\n` : ''}`;

const FIELD_ORDER = Object.keys(readingSchema.shape);
const order = (key: string) => (FIELD_ORDER.includes(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length);

/** A new item's file text: Markdown with front matter (fields in the schema's order), so notes can follow. */
export function newItemText(data: Record<string, unknown>, notes = ''): string {
  const fields = Object.fromEntries(Object.entries(data).sort(([a], [b]) => order(a) - order(b)));
  return markdown(flowLists(new Document(fields)).toString(YAML_OPTIONS), notes);
}

/** A file's text with new fields (and, for Markdown, notes), its format and the untouched fields' formatting kept. */
export function updatedText(file: ItemFile, data: Record<string, unknown>, notes?: string): string {
  if (file.format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  // Parsed only now: reading a large folder needs the fields alone (js-yaml is several times faster).
  if (!file.doc && file.yaml !== undefined) file.doc = yamlDocument(file.yaml, file.path);
  const doc = file.doc?.contents ? file.doc : flowLists(new Document(data));
  if (doc !== file.doc) file.doc = doc;
  else
    for (const key of changedFields(file.data, data)) {
      if (data[key] === undefined) doc.delete(key);
      else doc.set(key, flowLists(doc.createNode(data[key]), key));
    }
  const yaml = doc.toString(YAML_OPTIONS);
  if (file.format === 'yaml') return yaml;
  if (notes === undefined || notes.trim() === file.body.trim()) return `---\n${yaml}---\n${file.body}`;
  return markdown(yaml, notes);
}

/** Now, as the files write it (`2025-03-02T09:15:00Z`). */
export const nowIso = (now = new Date()): string => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Today's date (UTC), `YYYY-MM-DD`. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);

/** The longest slug a name gives; longer ones are cut at a word. */
const MAX_SLUG = 80;

/**
 * A new item's id from its name: readable (`Don't Make Me Think` → `don-t-make-me-think`), never a
 * reserved segment of the list's addresses (`Stats` → `stats-book`), and free: `-2`, `-3`… when taken.
 */
export function newItemId(name: string, type: string, taken: ReadonlySet<string>): string {
  const short = idName(name, type);
  // `JavaScript` stays `javascript` (a tag's segment would be `java-script`).
  let base = slugify(short, { decamelize: false }) || valueSlug(short);
  if (base.length > MAX_SLUG) base = base.slice(0, MAX_SLUG).replace(/-[^-]*$/, '') || base.slice(0, MAX_SLUG);
  base = entryId(base, {}) || type;
  if (RESERVED_SEGMENTS.includes(base)) base = `${base}-${type}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The part of a name an id is made from: without a series (`Dune (Dune, #1)` → `Dune`) and, for a
 * book, without its subtitle (`Designing Data-Intensive Applications: The Big Ideas…`); the item's
 * name keeps them. An episode or a talk keeps its whole name (`CoRecursive: The Untold Story…`).
 */
export function idName(name: string, type: string): string {
  const withoutSeries = name.replace(/\s*\([^()]*#\s*[\d.]+\)\s*$/, '').trim() || name;
  if (type !== 'book') return withoutSeries;
  return withoutSeries.split(/:\s|\s[—–]\s/)[0]!.trim() || withoutSeries;
}

/** A URL as compared for duplicates: no trailing slash, no fragment, `http` and `https` alike. */
export function urlKey(url: string): string {
  try {
    const u = new URL(url.trim());
    u.hash = '';
    return `${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return url.trim();
  }
}
