import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isLocale, type Locale } from '../i18n/index.ts';

export const COLOPHON_FILE = 'content/colophon.yaml';

/** Package name → what it does for the site, in each language the file gives. */
export type Colophon = ReadonlyMap<string, Partial<Record<Locale, string>>>;

/**
 * Reads `content/colophon.yaml` (package → `{ fr: …, en: … }`). A malformed file stops the build
 * naming the file and the entry; a missing file gives no blurbs (each package's own description shows).
 */
export function parseColophon(source: string, file = COLOPHON_FILE): Colophon {
  const data: unknown = parse(source);
  const fail = (what: string) => new Error(`${file}: ${what}`);
  if (data === null || data === undefined) return new Map();
  if (typeof data !== 'object' || Array.isArray(data)) throw fail('expected package names, each with a text per language');
  const colophon = new Map<string, Partial<Record<Locale, string>>>();
  for (const [name, texts] of Object.entries(data)) {
    if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) throw fail(`"${name}" needs a text per language (fr: …, en: …)`);
    for (const [locale, text] of Object.entries(texts)) {
      if (!isLocale(locale)) throw fail(`"${name}.${locale}" is no language of the site`);
      if (typeof text !== 'string' || !text.trim()) throw fail(`"${name}.${locale}" must be a non-empty text`);
    }
    colophon.set(name, texts as Partial<Record<Locale, string>>);
  }
  return colophon;
}

export function readColophon(file = COLOPHON_FILE): Colophon {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  return parseColophon(source, file);
}
