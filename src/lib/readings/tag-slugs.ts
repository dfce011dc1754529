/*
 * Tag segments are given, never made here: the build makes them (`src/build/readings/slug.ts`, with
 * its transliteration tables) for the tags of the reading list it loads and passes them down, as a
 * value, to the pages and to the reading-list island, so the browser never loads the slug library.
 */

/** Each tag in use and its path segment (`C++` → `c-plus-plus`), as the build made them. */
export type TagSlugs = Readonly<Record<string, string>>;

/**
 * A tag as a path segment (`Écoconception web` → `ecoconception-web`, `C++` → `c-plus-plus`), as
 * `slugs` gives it: every tag in use has one.
 */
export function tagSlug(tag: string, slugs: TagSlugs): string {
  const known = Object.hasOwn(slugs, tag) ? slugs[tag] : undefined;
  if (known === undefined) throw new Error(`No path segment for the tag "${tag}": the build gives every tag in use its own`);
  return known;
}
