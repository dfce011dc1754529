/**
 * When the build last read Notion whole, kept beside the build's data store: the reading list
 * says that day, and a build that cannot read Notion keeps the list read then (`loader.ts`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const NOTION_READ_FILE = resolve('node_modules/.astro/notion-read.json');

/** The time of the last whole read (an ISO string), if this machine has one. */
export function lastNotionRead(file = NOTION_READ_FILE): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { readAt } = JSON.parse(readFileSync(file, 'utf8')) as { readAt?: unknown };
    return typeof readAt === 'string' && !Number.isNaN(Date.parse(readAt)) ? readAt : undefined;
  } catch {
    return undefined;
  }
}

export function recordNotionRead(readAt: string, file = NOTION_READ_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ readAt })}\n`);
}
