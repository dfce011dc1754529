/**
 * Edits `src/site.config.ts` as text, field by field, so that the owner's comments and layout stay:
 * each field is one line of the `SITE` object (`  owner: '…',`). A field not found stops `init`
 * before anything is written, naming it.
 */
export const CONFIG_FILE = 'src/site.config.ts';

/** A TypeScript string literal in the file's style (single quotes). */
export const tsString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The text with one top-level field of `SITE` set to `literal` (TypeScript source). */
export function setField(text: string, field: string, literal: string): string {
  const line = new RegExp(`^(  ${field}: ).*,$`, 'm');
  const block = new RegExp(`^(  ${field}: )[[{]\\n[\\s\\S]*?^  [\\]}],$`, 'm');
  if (line.test(text)) return text.replace(line, (_all, start: string) => `${start}${literal},`);
  if (block.test(text)) return text.replace(block, (_all, start: string) => `${start}${literal},`);
  throw new Error(`${CONFIG_FILE}: no "${field}:" line in the SITE object; set it there by hand`);
}

/** The field's value as a one-line string literal in the file, or undefined. */
export function stringField(text: string, field: string): string | undefined {
  const match = new RegExp(`^  ${field}: '((?:[^'\\\\]|\\\\.)*)',$`, 'm').exec(text);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}
