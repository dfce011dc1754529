/**
 * The sample content the project ships with, listed by path and content hash in
 * `tools/init/sample-files.json`: what `npm run init -- --empty` removes. A file is removed only when
 * it is still the sample's, byte for byte; a file the owner wrote or changed is never touched.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

export const SAMPLE_MANIFEST = 'tools/init/sample-files.json';

/** The folders and files that hold the sample (not the page texts, which every site needs). */
export const SAMPLE_PLACES = ['content/readings', 'content/projects', 'content/lab', 'content/portrait.svg'];

export interface SampleFile {
  path: string;
  sha256: string;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `places` (relative to `root`), with its hash: what `sample-manifest` records. */
export function listFiles(root: string, places = SAMPLE_PLACES): SampleFile[] {
  const files: SampleFile[] = [];
  const walk = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) walk(`${path}/${entry}`);
    } else {
      files.push({ path, sha256: sha256(readFileSync(full)) });
    }
  };
  for (const place of places) walk(place);
  return files;
}

/** The manifest's entries; a path that leaves the project or the sample's places is refused, naming it. */
export function readManifest(root: string): SampleFile[] {
  const file = join(root, SAMPLE_MANIFEST);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as SampleFile[];
  for (const { path } of entries) {
    const inside = resolve(root, path).startsWith(resolve(root) + sep);
    const placed = SAMPLE_PLACES.some((place) => path === place || path.startsWith(`${place}/`));
    if (!inside || !placed || path.split('/').includes('..')) throw new Error(`${SAMPLE_MANIFEST}: "${path}" is not a sample file`);
  }
  return entries;
}

export interface Emptied {
  removed: string[];
  /** Sample files the owner changed: kept. */
  kept: string[];
}

/** Removes the sample files still as shipped; keeps the ones changed since. Safe to run again. */
export async function removeSample(root: string): Promise<Emptied> {
  const result: Emptied = { removed: [], kept: [] };
  for (const { path, sha256: hash } of readManifest(root)) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    if (sha256(readFileSync(full)) === hash) {
      await rm(full);
      result.removed.push(path);
    } else {
      result.kept.push(path);
    }
  }
  return result;
}

/** Counts of what was removed, by folder: `content/readings 79, content/projects 10`. */
export function removedSummary(root: string, removed: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const path of removed) {
    const place = SAMPLE_PLACES.find((p) => path === p || path.startsWith(`${p}/`)) ?? relative(root, path);
    counts.set(place, (counts.get(place) ?? 0) + 1);
  }
  return [...counts].map(([place, n]) => `${place} ${n}`).join(', ');
}
