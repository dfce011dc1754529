/**
 * The tools' writes: a file is whole or as it was, never cut. Each text goes to a temporary file in
 * the same folder, is synced to disk, then renamed over its target (a rename within a folder is
 * atomic). Several files are staged first, all of them, then renamed: a failure while staging (a
 * full disk, a file-size limit, a name already taken) leaves every file as it was.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A write that failed after some files were renamed into place (the folder changed meanwhile): its message names both. */
export class PartlyWritten extends Error {}

export interface FileWrite {
  path: string;
  /** The file's content: text, or bytes (a cover). */
  text: string | Uint8Array;
  /** A new file: refused when the name is taken. Otherwise the file is replaced, or made. */
  isNew: boolean;
}

/**
 * Files staged at once: their syncs overlap on the disk (5,000 small files written and synced: 10.5 s one
 * after the other, 2.2 s sixteen at a time, on this loaded machine).
 */
const AT_ONCE = 16;

/** A temporary file's name: `.<target's name>.<8 hex digits>.tmp`, beside its target (.gitignore leaves them out). */
const TEMP_NAME = /(?:^|\/)\.[^/]+\.[0-9a-f]{8}\.tmp$/;

/**
 * The temporary files in `dir` and its subfolders, as paths: left by a write that was stopped (a
 * killed import) between staging and renaming. Each is a whole copy of a file not yet in place.
 */
export function leftoverTemps(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => TEMP_NAME.test(name.split('\\').join('/'))).sort().map((name) => join(dir, name));
}

/** Writes `text` into a new temporary file beside `path`, synced; its path. */
async function stage({ path, text, isNew }: FileWrite): Promise<string> {
  if (isNew && existsSync(path)) throw new Error(`${path}: already exists`);
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  const file = await open(temp, 'wx');
  try {
    await file.writeFile(text);
    await file.sync();
    // A file replaced keeps its permissions.
    const before = isNew ? undefined : await stat(path).catch(() => undefined);
    if (before) await chmod(temp, before.mode);
  } catch (error) {
    await file.close();
    await rm(temp, { force: true });
    throw new Error(`${path}: ${(error as Error).message}`);
  }
  await file.close();
  return temp;
}

/** Syncs a folder, so that the renames in it outlive a crash (where the system allows it). */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
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
export async function writeAll(writes: readonly FileWrite[]): Promise<void> {
  const folders = [...new Set(writes.map(({ path }) => dirname(path)))];
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const staged: (string | undefined)[] = [];
  let failure: Error | undefined;
  let next = 0;
  const worker = async () => {
    while (!failure && next < writes.length) {
      const i = next++;
      try {
        staged[i] = await stage(writes[i]!);
      } catch (error) {
        failure ??= error as Error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, writes.length) }, worker));
  if (failure) {
    await Promise.all(staged.map((temp) => temp && rm(temp, { force: true })));
    throw failure;
  }
  const done: string[] = [];
  for (const [i, { path }] of writes.entries()) {
    try {
      await rename(staged[i]!, path);
      done.push(path);
    } catch (error) {
      await Promise.all(staged.slice(i).map((temp) => temp && rm(temp, { force: true })));
      const left = writes.slice(i).map((write) => write.path);
      throw new PartlyWritten(`${path}: ${(error as Error).message}; written: ${done.join(', ') || 'none'}; left as they were: ${left.join(', ')}`);
    }
  }
  await Promise.all(folders.map(syncFolder));
}
