/**
 * A copy of the project for one build-tier test file: its own `.astro/` and content store
 * (`node_modules/.astro` under the copy), so test files can run Astro at the same time without
 * sharing a store. The copy sits inside the project (`dist-*`, ignored by git and TypeScript),
 * where Node finds the project's node_modules.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The Astro CLI of the project (never `npx` in a copy: it has no node_modules of its own). */
export const ASTRO = join(ROOT, 'node_modules/.bin/astro');
/** What a build reads. */
const ENTRIES = ['src', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

/** Copies the project into `<root>/dist-<name>/` (emptied first), with `extra` paths; returns its path. */
export function projectCopy(name: string, extra: string[] = []): string {
  const copy = join(ROOT, `dist-${name}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const entry of [...ENTRIES, ...extra]) {
    // Not a workspace's own packages (tests/engines/gecko/node_modules): the copy resolves the project's.
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true, filter: (source) => !source.includes(`${sep}node_modules`) });
  }
  return copy;
}
