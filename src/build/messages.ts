import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../structure.ts';

/** Each language's messages as its file holds them (`src/i18n/<code>.json`), for the build's and tools' reports. */
export function readMessageFiles(root: string, codes: readonly string[] = LOCALES): Record<string, Record<string, string>> {
  return Object.fromEntries(
    codes.map((code) => [code, JSON.parse(readFileSync(join(root, 'src/i18n', `${code}.json`), 'utf8')) as Record<string, string>]),
  );
}
