/**
 * Content errors as the owner reads them, for every collection of files (readings, pages,
 * projects): the file and its line, the field, what is wrong and how to fix it, with no stack
 * trace, worded as `npm run readings -- check` words them (src/lib/readings/content-errors.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { AstroError } from 'astro/errors';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { ZodType } from 'astro/zod';
import { fieldsStart, issueLines, yamlErrorLine } from '../lib/readings/content-errors.ts';

/** A path as the owner knows it: from the project, not from the machine's root. */
export const shownPath = (path: string) => relative(process.cwd(), path).split('\\').join('/') || path;

/** A content error: the sentences only, with where to see them all; no stack trace (nothing in the code is wrong). */
export function contentError(message: string, hint: string): AstroError {
  const error = new AstroError(message, hint);
  error.stack = '';
  return error;
}

/**
 * The front-matter parser's error (a line counted from the front matter, no word on how to fix it)
 * as the owner's tools word it: the file's own line, and the fix; `undefined` for any other error.
 */
export function yamlError(error: unknown, hint: string): AstroError | undefined {
  const loc = (error as { loc?: { file?: string; line?: number } }).loc;
  if (!loc?.file || typeof loc.line !== 'number' || !/\.(md|ya?ml)$/.test(loc.file)) return undefined;
  let source: string;
  try {
    source = readFileSync(loc.file, 'utf8');
  } catch {
    return undefined;
  }
  // The parser counts from 1, from the front matter's first line in a Markdown file.
  const line = loc.file.endsWith('.md') ? fieldsStart(source) + loc.line - 1 : loc.line;
  const reason = (error as Error).message.split('\n')[0] ?? '';
  return contentError(yamlErrorLine(shownPath(loc.file), line, source.split('\n')[line - 1] ?? '', reason), hint);
}

/** Checks an entry's fields against `schema` before Astro does, to word a fault as the owner's tools do. */
export async function checkFields(schema: ZodType, data: unknown, filePath: string | undefined, noun: string, hint: string): Promise<void> {
  const checked = schema.safeParse(data);
  if (checked.success || !filePath) return;
  throw contentError(issueLines(shownPath(filePath), await readFile(filePath, 'utf8'), checked.error.issues, data, noun).join('\n'), hint);
}

/** Runs a loader, its front-matter errors worded as the owner's tools word them. */
export async function loadWorded(load: () => Promise<void>, hint: string): Promise<void> {
  try {
    await load();
  } catch (error) {
    throw yamlError(error, hint) ?? error;
  }
}

/**
 * Astro's glob loader for a collection of the owner's files (pages, projects), its faults worded as
 * above: `schema` is what the fields are checked with first (`noun` names an entry: "every page needs a title").
 */
export function wordedGlob(options: Parameters<typeof glob>[0], schema: ZodType, noun: string): Loader {
  const inner = glob(options);
  const hint = `Fix the file and build again; every ${noun} of ${String(options.base)} is read the same way.`;
  return {
    name: `${noun}-files`,
    load: (context: LoaderContext) =>
      loadWorded(
        () =>
          inner.load({
            ...context,
            parseData: async (props) => {
              await checkFields(schema, props.data, props.filePath, noun, hint);
              return context.parseData(props);
            },
          }),
        hint,
      ),
  };
}
