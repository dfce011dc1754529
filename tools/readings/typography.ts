import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchSpacingWarnings } from '../../src/lib/typography.ts';
import { LANGUAGE_TAGS, LOCALES } from '../../src/structure.ts';

/** Warnings for the owner's French pages and projects (`content/{pages,projects}/<fr…>/`): a mark after a plain space. */
export function contentTypographyWarnings(root = 'content'): string[] {
  const french = LOCALES.filter((code) => LANGUAGE_TAGS[code].startsWith('fr'));
  return ['pages', 'projects'].flatMap((dir) =>
    french.flatMap((code) => {
      const folder = join(root, dir, code);
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((file) => /\.(md|mdx|ya?ml)$/.test(file))
        .flatMap((file) => frenchSpacingWarnings(readFileSync(join(folder, file), 'utf8'), join(folder, file)));
    }),
  );
}
