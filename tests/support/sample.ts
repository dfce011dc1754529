/**
 * The sample content the project ships with (tools/init/sample-files.json), for the tests that check
 * the sample itself: a file counts as the sample's only while it is byte for byte as shipped. Once an
 * owner empties the site (`npm run init -- --empty`) or writes their own, those tests have nothing to
 * check, and the suite stays green.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readManifest, sha256 } from '../../tools/init/sample.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = new Map(readManifest(ROOT).map(({ path, sha256: hash }) => [path, hash]));

/** The file's text while it is still the shipped sample's, else undefined. */
export function sampleText(path: string): string | undefined {
  const full = join(ROOT, path);
  if (!existsSync(full)) return undefined;
  const bytes = readFileSync(full);
  return SHIPPED.get(path) === sha256(bytes) ? bytes.toString('utf8') : undefined;
}

const snapshotText = sampleText('content/lab/recent-tracks.json');
/** The shipped lab snapshot, parsed as JSON, while it is the sample's. */
export const SAMPLE_SNAPSHOT = snapshotText === undefined ? undefined : (JSON.parse(snapshotText) as { takenAt: string; recenttracks: unknown });
