/**
 * A local stand-in of the cover hosts for tests (Open Library's `/b/isbn/<isbn>-L.jpg` and
 * YouTube's `/vi/<id>/hqdefault.jpg`): plain Node `http` on 127.0.0.1, serving the images it is
 * given and failing on demand, per path key (the ISBN or the video id).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of a JPEG (enough for its signature). */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

/** What one key gets instead of an image: a status, a hang, an endless body, an HTML page as `image/jpeg`. */
export type CoverFault = 404 | 500 | 'hang' | 'huge' | 'html';

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
  const { port } = server.address() as AddressInfo;
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
