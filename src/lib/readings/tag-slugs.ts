/*
 * Tag segments are given, never made here: the build makes them (`src/build/readings/slug.ts`, with
 * its transliteration tables) for the tags of the reading list it loads, and the reading-list island
 * is given the segments of the tags in use, so the browser never loads the slug library.
 */
const KNOWN_SLUGS = new Map<string, string>();

/** Records the segments of the tags in use (the build's, or the island's copy of them). */
export function knowTagSlugs(slugs: Readonly<Record<string, string>>): void {
  for (const [tag, slug] of Object.entries(slugs)) KNOWN_SLUGS.set(tag, slug);
}

/**
 * A tag as a path segment (`Écoconception web` → `ecoconception-web`, `C++` → `c-plus-plus`), as
 * given by `knowTagSlugs`: every tag in use has one.
 */
export function tagSlug(tag: string): string {
  const known = KNOWN_SLUGS.get(tag);
  if (known === undefined) throw new Error(`No path segment for the tag "${tag}": the build gives every tag in use its own`);
  return known;
}
