/**
 * `npm run i18n:missing <code>`: the messages a language lacks, with the fallback language's text,
 * as JSON ready to translate and paste into `src/i18n/<code>.json`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { missingMessages } from '../src/i18n/completeness.ts';
import { readMessageFiles } from '../src/build/messages.ts';
import { FALLBACK_LOCALE, LOCALES } from '../src/structure.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const code = process.argv[2];
if (!code || !/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(code)) {
  console.error(`Usage: npm run i18n:missing <code>, one of ${LOCALES.join(', ')}`);
  process.exit(2);
}
if (!existsSync(`${root}src/i18n/${code}.json`)) {
  console.error(`src/i18n/${code}.json does not exist: copy src/i18n/${FALLBACK_LOCALE}.json to start it`);
  process.exit(1);
}
const { [code]: messages, [FALLBACK_LOCALE]: fallback } = readMessageFiles(root, [code, FALLBACK_LOCALE]);
const missing = Object.fromEntries(missingMessages(messages!, fallback!).map((key) => [key, fallback![key]]));
console.log(JSON.stringify(missing, null, 2));
console.error(`${code}: ${Object.keys(missing).length} missing of ${Object.keys(fallback!).length} messages`);
