const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * Text as search compares it: lower case, accents and ligatures dropped, typographic apostrophes
 * as typed ones, runs of white space collapsed. `Éléphant  Œuvre` → `elephant oeuvre`, `don’t` → `don't`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđı]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[‘’ʼ]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, folded; an item matches when its text contains every one. */
export function searchTerms(search: string): string[] {
  const folded = foldText(search);
  return folded ? [...new Set(folded.split(' '))] : [];
}

interface Searchable {
  name: string;
  description?: string;
  tags: readonly string[];
  authors?: readonly string[];
}

/** The folded text search looks in: name, description, tags and authors. */
export function searchText(item: Searchable): string {
  return foldText([item.name, item.description ?? '', ...item.tags, ...(item.authors ?? [])].join(' '));
}

/** The folded search text of every item of a prepared list (computed on the first search, then kept). */
export function searchIndex(prepared: {
  readonly items: readonly Searchable[];
  haystacks?: readonly string[];
}): readonly string[] {
  return (prepared.haystacks ??= prepared.items.map(searchText));
}
