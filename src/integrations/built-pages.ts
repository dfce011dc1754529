import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every HTML file under `dir` (the build's output), as absolute paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}
