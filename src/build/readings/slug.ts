/**
 * Tag values as path segments (`/readings/tag/<segment>/`): readable, and distinct for values that
 * differ in more than case. Latin letters lose their accents, other scripts are transliterated
 * (`русский` → `russkiy`), and signs that tell languages apart are spelled out: `C`, `C++` and `C#`
 * are `c`, `c-plus-plus` and `c-sharp`.
 */
import slugify from '@sindresorhus/slugify';

/** Signs spelled out before slugging (the library already spells `&` as `and`). */
const REPLACEMENTS: [string, string][] = [
  ['++', ' plus plus '],
  ['+', ' plus '],
  ['#', ' sharp '],
  ['@', ' at '],
];

/**
 * A value's path segment. Where nothing Latin comes out (Chinese, Japanese), its letters are kept
 * as they are (the browser shows them in the address bar); a value of symbols only (an emoji)
 * gets its code points in hexadecimal (`🎨` → `1f3a8`).
 */
export function valueSlug(value: string): string {
  const slug = slugify(value, { customReplacements: REPLACEMENTS });
  if (slug) return slug;
  const letters = value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return letters || Array.from(value.trim(), (char) => char.codePointAt(0)!.toString(16)).join('-');
}

/** The key under which spellings of one tag meet: `CSS`, `css` and `Css` are one tag. */
export const tagKey = (tag: string): string => tag.normalize('NFC').toLowerCase();

/** Each tag's path segment, as the pages and the reading-list island are given them (`TagSlugs`). */
export function tagSlugs(tags: Iterable<string>): Record<string, string> {
  return Object.fromEntries(Array.from(new Set(tags), (tag) => [tag, valueSlug(tag)]));
}
