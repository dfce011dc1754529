/**
 * `node tools/sample-manifest.ts`: records the sample content as it is now (path and hash of every
 * file under the sample's folders) in tools/init/sample-files.json, for `npm run init -- --empty`.
 * Run it after changing the sample that the project ships with; never in a site of one's own.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listFiles, SAMPLE_MANIFEST } from './init/sample.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = listFiles(root);
writeFileSync(`${root}${SAMPLE_MANIFEST}`, `${JSON.stringify(files, null, 1)}\n`);
console.log(`${SAMPLE_MANIFEST}: ${files.length} sample files`);
