/**
 * The content boundary: what every reading item goes through, from a file or a Notion row, before
 * the schema checks it (and its notes, `cleanNotes`, before they are rendered). Text loses the
 * characters a page or feed cannot carry, and an `http:` image becomes `https:` (the address the
 * cover is downloaded from, over https only; pages show the downloaded file). Each change is
 * reported by field, for a warning naming the file or row.
 */
import { stripUnfit } from '../text.ts';
import { fieldsOfKind } from './model.ts';

/** The fields holding text, and those holding a list of texts (`READING_FIELDS`). */
const TEXT_FIELDS = fieldsOfKind('text');
const TEXT_LIST_FIELDS = fieldsOfKind('texts');

/** The item's data cleaned, and a note per changed field (`name: control characters removed`). */
export function cleanFields<T extends Record<string, unknown>>(data: T): { data: T; notes: string[] } {
  const out: Record<string, unknown> = { ...data };
  const notes: string[] = [];
  for (const field of TEXT_FIELDS) {
    const value = out[field];
    if (typeof value !== 'string') continue;
    const clean = stripUnfit(value);
    if (clean !== value) notes.push(`${field}: control characters removed`);
    out[field] = clean;
  }
  for (const field of TEXT_LIST_FIELDS) {
    const list = out[field];
    if (!Array.isArray(list)) continue;
    out[field] = list.map((entry: unknown, i) => {
      if (typeof entry !== 'string') return entry;
      const clean = stripUnfit(entry);
      if (clean !== entry) notes.push(`${field}.${i}: control characters removed`);
      return clean;
    });
  }
  if (typeof out.image === 'string' && /^http:\/\//i.test(out.image.trim())) {
    out.image = `https://${out.image.trim().slice('http://'.length)}`;
    notes.push(`image: http: changed to https: (covers are downloaded over https only)`);
  }
  return { data: out as T, notes };
}

/**
 * Notes (a file's Markdown body, a Notion page's blocks, an imported review) without the
 * characters a page or feed cannot carry, and whether any were removed (for a warning naming the file).
 */
export function cleanNotes(notes: string): { notes: string; note?: string } {
  const clean = stripUnfit(notes);
  return clean === notes ? { notes } : { notes: clean, note: 'notes: control characters removed' };
}
