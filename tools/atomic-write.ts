/**
 * The tools' writes: a file is whole or as it was, never cut. Each text goes to a temporary file in
 * the same folder, is synced to disk, then renamed over its target (a rename within a folder is
 * atomic). Several files are staged first, all of them, then renamed: a failure while staging (a
 * full disk, a file-size limit, a name already taken) leaves every file as it was.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A write that failed after some files were renamed into place (the folder changed meanwhile): its message names both. */
export class PartlyWritten extends Error {}

export interface FileWrite {
  path: string;
  text: string;
  /** A new file: refused when the name is taken. Otherwise the file is replaced, or made. */
  isNew: boolean;
}

/** Writes `text` into a new temporary file beside `path`, synced; its path. */
function stage({ path, text, isNew }: FileWrite): string {
  if (isNew && existsSync(path)) throw new Error(`${path}: already exists`);
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx');
  try {
    writeFileSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw new Error(`${path}: ${(error as Error).message}`);
  }
  closeSync(fd);
  // A file replaced keeps its permissions.
  const before = isNew ? undefined : statSync(path, { throwIfNoEntry: false });
  if (before) chmodSync(temp, before.mode);
  return temp;
}

/** Syncs a folder, so that the renames in it outlive a crash (where the system allows it). */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some systems cannot sync a folder; the renames are done all the same.
  }
}

/**
 * Writes every file, or none: all are staged, then renamed. Throws, with every file as it was, when
 * one cannot be staged; a rename failing after others were done (the folder changed meanwhile)
 * throws naming the files written and the ones left as they were.
 */
export function writeAll(writes: readonly FileWrite[]): void {
  for (const folder of new Set(writes.map(({ path }) => dirname(path)))) mkdirSync(folder, { recursive: true });
  const staged: string[] = [];
  try {
    for (const write of writes) staged.push(stage(write));
  } catch (error) {
    for (const temp of staged) rmSync(temp, { force: true });
    throw error;
  }
  const done: string[] = [];
  for (const [i, { path }] of writes.entries()) {
    try {
      renameSync(staged[i]!, path);
      done.push(path);
    } catch (error) {
      for (const temp of staged.slice(i)) rmSync(temp, { force: true });
      const left = writes.slice(i).map((write) => write.path);
      throw new PartlyWritten(`${path}: ${(error as Error).message}; written: ${done.join(', ') || 'none'}; left as they were: ${left.join(', ')}`);
    }
  }
  for (const folder of new Set(writes.map(({ path }) => dirname(path)))) syncFolder(folder);
}
