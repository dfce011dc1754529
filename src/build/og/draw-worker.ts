/**
 * The thread a build draws its new preview images on (src/build/og/drawer.ts): each message
 * `{ id, tree, width, height, file }` is drawn and written to `file` (the cache's temporary name,
 * cache.ts), then answered `{ id }`, or `{ id, error }`. The drawing's garbage stays in the
 * thread's own small heap, collected often and freed whole when the thread ends, instead of
 * piling up in the build's.
 */
import { writeFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { rasterize, type OgNode } from './rasterize.ts';

interface Job {
  id: number;
  tree: OgNode;
  width: number;
  height: number;
  file: string;
}

parentPort?.on('message', ({ id, tree, width, height, file }: Job) => {
  rasterize(tree, width, height)
    .then((png) => writeFile(file, png))
    .then(
      () => parentPort?.postMessage({ id }),
      (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
