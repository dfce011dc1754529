/**
 * A local stand-in of the cover hosts for tests (Open Library's `/b/isbn/<isbn>-L.jpg` and
 * YouTube's `/vi/<id>/hqdefault.jpg`): plain Node `http` on 127.0.0.1, serving the images it is
 * given and failing on demand, per path key (the ISBN or the video id).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { crc32 } from 'node:zlib';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** An 8×8 JPEG. */
export const JPEG = Buffer.from(
  [
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYa',
    'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAA',
    'AAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
  ].join(''),
  'base64',
);
/** A JPEG cut in half, inside its header: its signature holds, its size cannot be read. */
export const TRUNCATED_JPEG = JPEG.subarray(0, Math.floor(JPEG.length / 2));
/** A PNG whose header says 20,000 × 20,000 pixels (400 megapixels) in 69 bytes: the 1×1 one, resized in its header. */
export const GIANT_PNG = (() => {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
})();

/**
 * What one key gets instead of an image: a status, a hang, an endless body, an HTML page as
 * `image/jpeg`, or a redirect (`redirect:<location>`, `<self>` standing for the fake's own address).
 */
export type CoverFault = 404 | 500 | 'hang' | 'huge' | 'html' | `redirect:${string}`;

export interface FakeCovers {
  url: string;
  /** Every path asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeCovers({ images = {}, faults = {} }: { images?: Record<string, Buffer>; faults?: Record<string, CoverFault> } = {}): Promise<FakeCovers> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const huge = (response: ServerResponse) => {
    // 64 KB chunks of a JPEG's bytes, without end: the client must stop reading at its cap.
    response.writeHead(200, { 'Content-Type': 'image/jpeg' });
    const chunk = Buffer.concat([JPEG, Buffer.alloc(65_536 - JPEG.length, 0)]);
    const push = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', push);
    };
    push();
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(path);
    const key = /^\/b\/isbn\/([\dX]+)-L\.jpg$/i.exec(path)?.[1] ?? /^\/vi\/([\w-]+)\/hqdefault\.jpg$/.exec(path)?.[1];
    const fault = key ? faults[key] : undefined;
    if (fault === 'hang') return;
    if (typeof fault === 'string' && fault.startsWith('redirect:')) {
      response.writeHead(302, { Location: fault.slice('redirect:'.length).replace('<self>', `http://127.0.0.1:${port}`) });
      return response.end();
    }
    if (fault === 'huge') return huge(response);
    if (fault === 'html') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return response.end('<!doctype html><title>Error</title><p>Something went wrong.</p>');
    }
    if (fault === 500) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      return response.end('Internal Server Error');
    }
    const image = key && fault === undefined ? images[key] : undefined;
    if (!image) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      return response.end('Not Found');
    }
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': image.length });
    response.end(image);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port }: AddressInfo = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
