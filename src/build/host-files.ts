import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';

/** What a deploy uploads: its file count, and the folder holding the most entries (files and folders). */
export interface FileCount {
  files: number;
  fullestFolder: { path: string; entries: number };
}

/** Counts the files under `dir`, every level down. */
export async function countFiles(dir: string): Promise<FileCount> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const perFolder = new Map<string, number>();
  let files = 0;
  for (const entry of entries) {
    if (entry.isFile()) files += 1;
    const folder = relative(dir, entry.parentPath);
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  let fullestFolder = { path: '', entries: 0 };
  for (const [path, count] of perFolder) if (count > fullestFolder.entries) fullestFolder = { path, entries: count };
  return { files, fullestFolder };
}

const figure = (n: number) => n.toLocaleString('en-US');

/**
 * The build's line about its size: a warning when the files outnumber what the host takes
 * (`limit`, `hostFileLimit` in src/site.config.ts), for the deploy would then fail.
 */
export function fileCountReport({ files, fullestFolder }: FileCount, limit: number): { level: 'info' | 'warn'; message: string } {
  const folder = `${fullestFolder.path || '.'}/`;
  const fullest = `fullest folder ${folder} with ${figure(fullestFolder.entries)} entries`;
  if (files > limit) {
    return {
      level: 'warn',
      message: `${figure(files)} files, over the ${figure(limit)} the host takes (hostFileLimit in src/site.config.ts): its deploy would fail. ${fullest}`,
    };
  }
  return { level: 'info', message: `${figure(files)} files, within the ${figure(limit)} the host takes; ${fullest}` };
}
