/*
 * Tag segments come from the build: `slug.ts` (with its transliteration tables) registers itself
 * when the build loads it, and the reading-list island is given the segments of the tags in use,
 * so the browser never loads the slug library.
 */
const KNOWN_SLUGS = new Map<string, string>();
let slugger: ((tag: string) => string) | undefined;

/** Makes `slug` the function that turns a tag into its segment (the build's, `slug.ts`). */
export function setTagSlugger(slug: (tag: string) => string): void {
  slugger = slug;
  KNOWN_SLUGS.clear();
}

/** Records the segments the build gave the tags (the island's copy of them). */
export function knowTagSlugs(slugs: Readonly<Record<string, string>>): void {
  for (const [tag, slug] of Object.entries(slugs)) KNOWN_SLUGS.set(tag, slug);
}

/**
 * A tag as a path segment (`Écoconception web` → `ecoconception-web`, `C++` → `c-plus-plus`; see
 * `slug.ts`), kept once made: every page of a build links the tags of the items it shows.
 */
export function tagSlug(tag: string): string {
  let known = KNOWN_SLUGS.get(tag);
  if (known === undefined && slugger) KNOWN_SLUGS.set(tag, (known = slugger(tag)));
  if (known === undefined) throw new Error(`No path segment for the tag "${tag}": the build gives every tag in use its own`);
  return known;
}
