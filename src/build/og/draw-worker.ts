/**
 * The thread a build draws its new preview images on (src/build/og/drawer.ts): each message
 * `{ id, tree, width, height, file }` is drawn and written to `file` whole (under a temporary name,
 * then renamed), then answered `{ id }`, or `{ id, error }`. The drawing's garbage stays in the
 * thread's own small heap, collected often and freed whole when the thread ends, instead of piling
 * up in the build's.
 */
import { rename, writeFile } from 'node:fs/promises';
import { parentPort, threadId } from 'node:worker_threads';
import { rasterize, type OgNode } from './rasterize.ts';

interface Job {
  id: number;
  tree: OgNode;
  width: number;
  height: number;
  file: string;
}

parentPort?.on('message', ({ id, tree, width, height, file }: Job) => {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  rasterize(tree, width, height)
    .then((png) => writeFile(temporary, png))
    .then(() => rename(temporary, file))
    .then(
      () => parentPort?.postMessage({ id }),
      (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
