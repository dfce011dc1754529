/**
 * `npm run readings -- <command>`: the owner's reading list from the command line. Every item is
 * checked with the build's schema before it is written; on an error nothing is written.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import * as prompts from '@clack/prompts';
import { cleanFields, cleanNotes } from '../../src/lib/readings/clean.ts';
import { isbnKey } from '../../src/lib/readings/isbn.ts';
import { RESERVED_SEGMENTS } from '../../src/lib/readings/paths.ts';
import { duplicateIdMessage, slugProblem } from '../../src/build/readings/source-checks.ts';
import { duplicateIsbns, duplicateUrls, planTags, undatedDone, type SourcedItem } from '../../src/build/readings/integrity.ts';
import {
  assertValid,
  changedFields,
  contentDir,
  newItemId,
  newItemText,
  nowIso,
  problemLines,
  problems,
  readItems,
  today,
  updatedText,
  urlKey,
  type ItemFile,
} from './files.ts';
import { SOURCE_COLUMNS, csvText, goodreadsItem, parseGoodreadsCsv, parseShelves, type GoodreadsItem, type GoodreadsRow, type ImportOptions } from './goodreads.ts';
import { STORYGRAPH_COLUMNS, storygraphItem } from './storygraph.ts';
import { NOTES, differenceLines, mergeImported } from './merge.ts';
import { leftoverTemps, PartlyWritten, writeAll, type FileWrite } from '../atomic-write.ts';
import { readingSchema } from '../../src/lib/readings/schema.ts';
import { IMPORTED_TYPE, READING_STATUSES, READING_TYPES } from '../../src/lib/readings/vocabulary.ts';
import { coverReportLines, coverSource, coversFolder, fetchCovers, strayCovers, type CoverItem } from './covers.ts';
import { contentTypographyWarnings } from './typography.ts';

const USAGE = `Usage: npm run readings -- <command>

  add <url> [--name N] [--type ${READING_TYPES.join('|')}] [--status ${READING_STATUSES.join('|')}]
      [--tags a,b] [--lang fr|en|…] [--score 1-5] [--authors "A; B"] [--isbn I] [--pages P] [--description D] [--no-cover]
  start <id>
  finish <id> [--score N] [--date YYYY-MM-DD]
  import-goodreads <export.csv> [--dry-run] [--overwrite FIELD,…] [--shelf SHELF=STATUS,…] [--no-covers]
  import-storygraph <export.csv> [--dry-run] [--overwrite FIELD,…] [--no-covers]
  covers [<id>…]
  check

The folder is content/readings, or READINGS_CONTENT_DIR; covers go to content/readings/covers, where the
build reads them (books from Open Library by ISBN, videos their thumbnail; a failed cover is reported, never
fatal; with READINGS_CONTENT_DIR elsewhere, covers are not downloaded).`;

/** Downloads the missing covers of these items and prints what happened (nothing when none has one to look for); never throws. */
async function downloadCovers(items: readonly CoverItem[], dir = contentDir()): Promise<void> {
  if (!items.some((item) => coverSource(item))) return;
  try {
    const folder = coversFolder(dir);
    for (const line of coverReportLines(await fetchCovers(items, folder), folder)) console.log(line);
  } catch (error) {
    console.log(`covers: not downloaded: ${(error as Error).message}`);
  }
}

const interactive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Asks for a value in a terminal; `undefined` when the owner leaves it empty. */
async function ask(message: string, placeholder?: string): Promise<string | undefined> {
  const answer = await prompts.text({ message, placeholder });
  if (prompts.isCancel(answer)) throw new Error('Cancelled, nothing written.');
  return answer.trim() || undefined;
}

/** A required value: from the command line, else asked in a terminal, else an error naming it. */
async function required(value: string | undefined, field: string, question: string): Promise<string> {
  const given = value?.trim() || (interactive() ? await ask(question) : undefined);
  if (!given) throw new Error(`${field}: required${interactive() ? '' : ` (give it on the command line: no terminal to ask in)`}, nothing written.`);
  return given;
}

/** A number as typed; other text is kept for the schema to refuse, naming the field. */
const numberOrText = (value: string | undefined): number | string | undefined =>
  value === undefined ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const list = (value: string | undefined, separator: string) =>
  value
    ?.split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

function args<const O extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`);
  }
}

function findItem(items: ItemFile[], id: string | undefined): ItemFile {
  if (!id) throw new Error(`id: required (the file's name without extension).\n\n${USAGE}`);
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`id: no item "${id}" in ${contentDir()}.`);
  return item;
}

/** Writes one file whole, or leaves it as it was (../atomic-write.ts). */
async function write(path: string, text: string, isNew = false): Promise<void> {
  try {
    await writeAll([{ path, text, isNew }]);
  } catch (error) {
    throw new Error(`${(error as Error).message}; nothing written, the file is as it was.`);
  }
}

async function add(argv: string[]): Promise<void> {
  const { values, positionals } = args(argv, {
    name: { type: 'string' },
    type: { type: 'string', default: 'article' },
    status: { type: 'string', default: 'toRead' },
    tags: { type: 'string' },
    lang: { type: 'string' },
    score: { type: 'string' },
    authors: { type: 'string' },
    isbn: { type: 'string' },
    pages: { type: 'string' },
    description: { type: 'string' },
    'no-cover': { type: 'boolean', default: false },
  });
  if (positionals.length > 1) throw new Error(`Expected one URL, got ${positionals.length} (quote a name with spaces: --name "…").`);
  const url = await required(positionals[0], 'url', 'URL');
  const dir = contentDir();
  const { items } = readItems(dir);
  const holder = items.find((item) => typeof item.data.url === 'string' && urlKey(item.data.url) === urlKey(url));
  if (holder) throw new Error(`url: already in the list as "${holder.id}" (${holder.path}), nothing written.`);
  const name = await required(values.name, 'name', 'Name');
  const now = nowIso();
  const data = withoutEmpty({
    name,
    url,
    type: values.type,
    status: values.status,
    tags: list(values.tags, ','),
    lang: values.lang?.trim().toLowerCase(),
    score: numberOrText(values.score),
    createdTime: now,
    lastEditedTime: now,
    description: values.description,
    authors: list(values.authors, ';'),
    isbn: values.isbn,
    pages: numberOrText(values.pages),
  });
  const cleaned = cleanFields(data);
  for (const note of cleaned.notes) console.log(note);
  assertValid(cleaned.data, 'The item');
  const id = newItemId(String(cleaned.data.name), String(cleaned.data.type), new Set(items.map((item) => item.id)));
  const path = join(dir, `${id}.md`);
  await write(path, newItemText(cleaned.data), true);
  console.log(`added ${id} (${path})`);
  if (!values['no-cover']) await downloadCovers([{ id, data: cleaned.data }], dir);
}

/** Changes some fields of one item, checks it, and writes it back in its own format. */
async function update(item: ItemFile, fields: Record<string, unknown>, verb: string): Promise<void> {
  const data: Record<string, unknown> = { ...item.data, ...fields, lastEditedTime: nowIso() };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  assertValid(data, `"${item.id}"`);
  await write(item.path, updatedText(item, data));
  console.log(`${verb} ${item.id} (${item.path}): ${changedFields(item.data, data).filter((key) => key !== 'lastEditedTime').join(', ') || 'no change'}`);
}

async function start(argv: string[]): Promise<void> {
  const { positionals } = args(argv, {});
  const item = findItem(readItems().items, positionals[0]);
  // A read item started again is a reread: its read is counted (`rereads`); an item in progress
  // has no finish date, so the one it had is named here.
  const reread = item.data.status === 'read';
  const rereads = reread ? (typeof item.data.rereads === 'number' ? item.data.rereads : 0) + 1 : item.data.rereads;
  await update(item, { status: 'inProgress', startedAt: today(), finishedAt: undefined, rereads }, reread ? 'started again' : 'started');
  if (reread) console.log(`reread ${rereads}: the read finished ${String(item.data.finishedAt ?? 'on an unknown day').slice(0, 10)} is counted in rereads`);
}

async function finish(argv: string[]): Promise<void> {
  const { values, positionals } = args(argv, { score: { type: 'string' }, date: { type: 'string' } });
  const item = findItem(readItems().items, positionals[0]);
  if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) throw new Error(`finishedAt: --date expects YYYY-MM-DD, got "${values.date}", nothing written.`);
  let score: unknown = numberOrText(values.score);
  if (score === undefined && interactive()) score = numberOrText(await ask('Score, 1 to 5 (empty: keep as it is)'));
  await update(item, { status: 'read', finishedAt: values.date ?? today(), ...(score === undefined ? {} : { score }) }, 'finished');
}

/** The fields `--overwrite` may name: every field an import gives, and the notes. */
const OVERWRITABLE = [...Object.keys(readingSchema.shape).filter((field) => field !== 'createdTime' && field !== 'lastEditedTime'), NOTES];

function overwriteFields(value: string | undefined): Set<string> {
  const fields = new Set(list(value, ',') ?? []);
  const unknown = [...fields].filter((field) => !OVERWRITABLE.includes(field));
  if (unknown.length) throw new Error(`--overwrite: no field ${unknown.map((f) => `"${f}"`).join(', ')} (fields: ${OVERWRITABLE.join(', ')}), nothing written.`);
  return fields;
}

/** An export the tools import: how its rows become items, and the column each field comes from. */
interface ImportSource {
  /** Where the owner gets the file, for the message when none is given. */
  where: string;
  item: (row: GoodreadsRow, options: ImportOptions) => GoodreadsItem;
  columns: Record<string, string>;
}

const GOODREADS: ImportSource = {
  where: 'Goodreads: My Books → Import and export → Export Library',
  item: goodreadsItem,
  columns: SOURCE_COLUMNS,
};

const STORYGRAPH: ImportSource = {
  where: 'StoryGraph: Manage account → Export StoryGraph library',
  item: storygraphItem,
  columns: STORYGRAPH_COLUMNS,
};

/** The fields an import keeps its source's own id in, set at the first import: a row is matched by them first. */
const SOURCE_ID_FIELDS = ['goodreadsId', 'storygraphId'];

/** An item's source ids, as keys (`storygraphId:sg-4f2a`). */
const sourceKeys = (data: Record<string, unknown>) => SOURCE_ID_FIELDS.filter((field) => data[field] !== undefined).map((field) => `${field}:${String(data[field])}`);

/** A book as matched without an id or ISBN: its name and first author, in lower case. */
const bookKey = (data: Record<string, unknown>) =>
  data.type === IMPORTED_TYPE && Array.isArray(data.authors) && typeof data.name === 'string' ? `${data.name.trim().toLowerCase()}\n${String(data.authors[0]).trim().toLowerCase()}` : undefined;

/** The largest export read (50,000 Goodreads rows weigh about 25 MB). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

/** An export's bytes: a regular file only (not a device such as /dev/zero, a pipe or a folder), within MAX_IMPORT_BYTES, checked before reading. */
function readImportFile(file: string): Buffer {
  const stats = statSync(file);
  if (!stats.isFile()) throw new Error('not a regular file (a device, a pipe or a folder); give the path of the exported CSV file');
  if (stats.size > MAX_IMPORT_BYTES) throw new Error(`${stats.size} bytes, more than an export weighs (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB)`);
  return readFileSync(file);
}

async function importExport(source: ImportSource, argv: string[]): Promise<number> {
  const { values, positionals } = args(argv, {
    'dry-run': { type: 'boolean', default: false },
    overwrite: { type: 'string' },
    shelf: { type: 'string', multiple: true, default: [] },
    'no-covers': { type: 'boolean', default: false },
  });
  const file = positionals[0];
  if (!file) throw new Error(`export.csv: required (${source.where}).\n\n${USAGE}`);
  const overwrite = overwriteFields(values.overwrite);
  const options: ImportOptions = { shelves: parseShelves(values.shelf, READING_STATUSES) };
  const fieldOfRow = (problem: string) => problem.replace(/^(\w+)/, (field) => (source.columns[field] ? `${field} (${source.columns[field]})` : field));
  let rows;
  try {
    const { text, encoding } = csvText(readImportFile(file));
    if (encoding !== 'utf-8') console.log(`${file}: read as ${encoding}`);
    rows = parseGoodreadsCsv(text);
  } catch (error) {
    throw new Error(`${file}: cannot be read as a CSV file: ${(error as Error).message}; nothing written.`);
  }
  const dryRun = values['dry-run'];
  const dir = contentDir();
  const { items } = readItems(dir);
  const bySourceId = new Map<string, ItemFile>();
  const byIsbn = new Map<string, ItemFile>();
  const byBook = new Map<string, ItemFile>();
  const index = (item: ItemFile) => {
    for (const key of sourceKeys(item.data)) bySourceId.set(key, item);
    if (item.data.isbn !== undefined) byIsbn.set(isbnKey(String(item.data.isbn)), item);
    const book = bookKey(item.data);
    if (book) byBook.set(book, item);
  };
  items.forEach(index);
  const taken = new Set(items.map((item) => item.id));
  const writes: FileWrite[] = [];
  /** What the import writes, said once it is written. */
  const done: string[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  let kept = 0;
  let keptItems = 0;
  const now = nowIso();
  for (const row of rows) {
    const read = source.item(row, options);
    // The content boundary, as the build applies it: said by line.
    const cleaned = cleanFields(read.data);
    const review = cleanNotes(read.notes);
    const fromRow: Record<string, unknown> = cleaned.data;
    const notes = review.notes;
    for (const warning of [...read.warnings, ...cleaned.notes, ...(review.note ? [review.note] : [])]) console.log(`line ${row.line}: ${warning}`);
    // By the source's own id (Goodreads', StoryGraph's), else the ISBN; a row with neither, by its name and first author.
    const existing =
      sourceKeys(fromRow)
        .map((key) => bySourceId.get(key))
        .find(Boolean) ??
      (typeof fromRow.isbn === 'string' ? byIsbn.get(isbnKey(fromRow.isbn)) : undefined) ??
      (fromRow.goodreadsId === undefined && fromRow.isbn === undefined ? byBook.get(bookKey(fromRow) ?? '') : undefined);
    if (!existing) {
      const clean: Record<string, unknown> = { ...fromRow, lastEditedTime: now };
      const found = problems(clean);
      if (found.length) {
        counts.skipped++;
        console.error(`line ${row.line}: skipped "${String(fromRow.name ?? '')}": ${found.map(fieldOfRow).join('; ')}`);
        continue;
      }
      const id = newItemId(String(clean.name), IMPORTED_TYPE, taken);
      taken.add(id);
      const path = join(dir, `${id}.md`);
      writes.push({ path, text: newItemText(clean, notes), isNew: true });
      index({ id, path, format: 'md', data: clean, body: notes });
      counts.created++;
      done.push(`${dryRun ? 'would create' : 'created'} ${id} (${path})`);
      continue;
    }
    const merged = mergeImported(existing, { data: fromRow, notes: existing.format === 'md' ? notes : '' }, overwrite);
    if (merged.differences.length) {
      kept += merged.differences.length;
      keptItems++;
      console.log(`line ${row.line}: ${existing.id} (${existing.path}) kept as you have it where the import differs:\n${differenceLines(merged.differences).join('\n')}`);
    }
    if (notes && existing.format !== 'md' && !existing.body) console.log(`line ${row.line}: ${existing.path} is not Markdown: its review is not copied as notes`);
    if (merged.changed.length === 0) {
      counts.unchanged++;
      continue;
    }
    const data = { ...merged.data, lastEditedTime: now };
    const found = problems(data);
    if (found.length) {
      counts.skipped++;
      console.error(`line ${row.line}: skipped "${String(fromRow.name ?? '')}" (${existing.path}): ${found.map(fieldOfRow).join('; ')}`);
      continue;
    }
    const text = updatedText(existing, data, merged.notes);
    const pending = writes.find((w) => w.path === existing.path);
    if (pending) pending.text = text;
    else writes.push({ path: existing.path, text, isNew: false });
    Object.assign(existing, { data, body: merged.notes ?? existing.body });
    counts.updated++;
    done.push(`${dryRun ? 'would update' : 'updated'} ${existing.id} (${existing.path}): ${merged.changed.join(', ')}`);
  }
  if (!dryRun) {
    try {
      await writeAll(writes);
    } catch (error) {
      if (error instanceof PartlyWritten) throw error;
      throw new Error(`${(error as Error).message}; nothing written, every file is as it was (the import writes all its files or none).`);
    }
  }
  for (const line of done) console.log(line);
  // The covers of the items written (created or updated): a failed one is said, the import stands.
  if (!dryRun && !values['no-covers']) {
    const written = new Set(writes.map((w) => w.path));
    await downloadCovers(readItems(dir).items.filter((item) => written.has(item.path)), dir);
  }
  const keptNote = kept ? `; ${kept} field${kept === 1 ? '' : 's'} of ${keptItems} item${keptItems === 1 ? '' : 's'} kept as you have ${kept === 1 ? 'it' : 'them'} (--overwrite FIELD,… takes the import's)` : '';
  console.log(`created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${counts.skipped}${keptNote}${dryRun ? ' (dry run: nothing written)' : ''}`);
  return counts.skipped ? 1 : 0;
}

/** Downloads the missing covers of every item, or of the ids given. */
async function covers(argv: string[]): Promise<void> {
  const { positionals } = args(argv, {});
  const dir = contentDir();
  const folder = coversFolder(dir);
  const { items } = readItems(dir);
  const chosen = positionals.length ? positionals.map((id) => findItem(items, id)) : items;
  await downloadCovers(chosen, dir);
  const strays = strayCovers(folder, new Set(items.map((item) => item.id)));
  if (strays.length) console.log(`covers/ holds ${strays.length} file${strays.length === 1 ? '' : 's'} of no item (left as they are): ${strays.join(', ')}`);
}

async function check(argv: string[]): Promise<number> {
  args(argv, {});
  const dir = contentDir();
  if (!existsSync(dir)) throw new Error(`${dir}: no such folder.`);
  const { items, unreadable } = readItems(dir);
  const found = [...unreadable];
  const pathById = new Map<string, string>();
  const sourced: SourcedItem[] = [];
  for (const item of items) {
    const first = pathById.get(item.id);
    if (first) found.push(duplicateIdMessage(item.id, first, item.path));
    pathById.set(item.id, item.path);
    if (RESERVED_SEGMENTS.includes(item.id.split('/')[0]!)) found.push(`${item.path}: id: "${item.id}" is the address of a list page; rename the file`);
    const badSlug = slugProblem(item.data.slug);
    if (badSlug) found.push(`${item.path}: ${badSlug}`);
    const { data } = cleanFields(item.data);
    const itemProblems = problemLines(item.path, readFileSync(item.path, 'utf8'), data);
    found.push(...itemProblems);
    if (itemProblems.length === 0) {
      const valid = readingSchema.parse(data);
      sourced.push({ source: item.path, tags: valid.tags, url: valid.url, isbn: valid.isbn, status: valid.status, finishedAt: valid.finishedAt });
    }
  }
  // What the build says of the whole list, and what its statistics cannot count.
  const warnings: string[] = [];
  try {
    warnings.push(...planTags(sourced).warnings);
  } catch (error) {
    found.push((error as Error).message);
  }
  warnings.push(...duplicateUrls(sourced), ...duplicateIsbns(sourced), ...undatedDone(sourced), ...contentTypographyWarnings());
  const temps = leftoverTemps(dir);
  if (temps.length) {
    const shown = temps.slice(0, 10).map((path) => `\n  ${path}`).join('') + (temps.length > 10 ? `\n  … and ${temps.length - 10} more` : '');
    warnings.push(
      `${temps.length} temporary file${temps.length === 1 ? '' : 's'} left by a write that was stopped (an import killed while renaming?):${shown}\n` +
        'To finish, run the same import again (it writes what is missing); to clean up, delete them (each is a copy, .gitignore leaves them out).',
    );
  }
  for (const problem of found) console.error(problem);
  for (const warning of warnings) console.log(warning);
  const said = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
  const files = items.length + unreadable.length;
  console.log(`${files} file${files === 1 ? '' : 's'} checked, ${found.length} problem${found.length === 1 ? '' : 's'}${said}`);
  return found.length ? 1 : 0;
}

const COMMANDS: Record<string, (argv: string[]) => Promise<number | void>> = {
  add,
  start,
  finish,
  'import-goodreads': (argv) => importExport(GOODREADS, argv),
  'import-storygraph': (argv) => importExport(STORYGRAPH, argv),
  covers,
  check,
};

/** Runs one command; the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  // Own commands only: `toString` or `constructor` is no command.
  const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  try {
    return (await run(rest)) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
