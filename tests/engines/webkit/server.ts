/**
 * The built site for the WebKit suite: `astro preview` of `dist/` on its own port (WEBKIT_PORT, by
 * default PORT + 2), behind a small proxy the browser talks to. WebDriver cannot intercept requests;
 * the proxy records them and holds chosen paths back (a slow network), and serves a frame page
 * that shows a page at a phone's width (MiniBrowser's window is never narrower than 447 px).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as forward, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = Number(process.env.WEBKIT_PORT ?? Number(process.env.PORT ?? 4322) + 2);

export interface Site {
  /** The origin the browser loads pages from. */
  origin: string;
  /** Paths requested through the proxy, in order. */
  requests: string[];
  /** Holds every response to `path` back by `ms`, from now on. */
  slow(path: string, ms: number): void;
  /**
   * A page showing `path` in a frame `width` × `height` CSS px. With `watch`, it samples the framed
   * document at every animation frame from its first (`window.samples`: its root's class and
   * background colour) until a moment after its load (`window.loaded`).
   */
  framed(path: string, width: number, height: number, watch?: boolean): string;
  close(): void;
}

const serving = async () => {
  try {
    return (await fetch(`http://localhost:${PORT}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/** Samples the framed document at every frame of the page around it (same origin: the proxy's). */
const WATCH = `
window.samples = [];
window.loaded = false;
const frame = document.querySelector('iframe');
let complete = 0;
const tick = () => {
  const doc = frame.contentDocument;
  if (doc && doc.body && doc.URL !== 'about:blank') {
    window.samples.push([doc.documentElement.className, getComputedStyle(doc.documentElement).backgroundColor]);
    // Loaded, and a moment after.
    if (doc.readyState === 'complete') complete ||= performance.now();
    if (complete && performance.now() - complete > 300) window.loaded = true;
  }
  if (!window.loaded) requestAnimationFrame(tick);
};
requestAnimationFrame(tick);`;

export async function serveSite(): Promise<Site> {
  let preview: ChildProcess | undefined;
  if (!(await serving())) {
    preview = spawn('npx', ['astro', 'preview', '--port', String(PORT), '--ignore-lock'], { cwd: ROOT, detached: true, stdio: 'ignore' });
    const deadline = Date.now() + 60_000;
    while (!(await serving())) {
      if (Date.now() > deadline) throw new Error(`WebKit: astro preview did not serve dist/ on port ${PORT} within 60 s (is the site built?).`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const requests: string[] = [];
  const delays = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    if (url.pathname === '/__frame') {
      const src = url.searchParams.get('src')!;
      const [width, height] = ['width', 'height'].map((key) => Number(url.searchParams.get(key)));
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><style>body{margin:0;background:#888}iframe{border:0;display:block}</style><iframe src="${src}" width="${width}" height="${height}"></iframe>` +
          (url.searchParams.has('watch') ? `<script>${WATCH}</script>` : ''),
      );
      return;
    }
    requests.push(url.pathname + url.search);
    setTimeout(() => {
      const upstream = forward({ host: 'localhost', port: PORT, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delays.get(url.pathname) ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as { port: number }).port}`;
  return {
    origin,
    requests,
    slow: (path, ms) => delays.set(path, ms),
    framed: (path, width, height, watch) => `${origin}/__frame?src=${encodeURIComponent(path)}&width=${width}&height=${height}${watch ? '&watch' : ''}`,
    close: () => {
      server.closeAllConnections();
      server.close();
      if (preview?.pid) {
        try {
          process.kill(-preview.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
