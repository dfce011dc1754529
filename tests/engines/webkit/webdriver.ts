/**
 * A small W3C WebDriver client for WebKitWebDriver (Debian's `webkit2gtk-driver`), which drives
 * MiniBrowser, WebKitGTK's test browser, on an X display (Xvfb). Classic WebDriver only: no request
 * interception (./server.ts stands in for it) and no console: an uncaught error shows in the page's
 * own loading bar, which turns to its error state (see `siteErrors` in journeys.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

/** How long a new session may take to open before it counts as hung (it takes about 5 s). */
const SESSION_TIMEOUT = 30_000;
/** How long any other command may take. */
const COMMAND_TIMEOUT = 60_000;
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export class EngineMissing extends Error {}

/** WebKitGTK's MiniBrowser, from `webkit2gtk-driver`'s dependencies (`MINIBROWSER` names another). */
export function miniBrowser(): string {
  const missing = "WebKit: no MiniBrowser found. Install Debian's webkit2gtk-driver (apt-get install webkit2gtk-driver xvfb), or set MINIBROWSER.";
  if (process.env.MINIBROWSER) {
    if (existsSync(process.env.MINIBROWSER)) return process.env.MINIBROWSER;
    throw new EngineMissing(missing);
  }
  for (const lib of ['/usr/lib', ...readdirSync('/usr/lib').filter((d) => d.includes('-linux-')).map((d) => `/usr/lib/${d}`)]) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const path = `${lib}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  throw new EngineMissing(missing);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts a program in its own process group; fails with `missing` when it is not installed. */
function start(command: string, args: string[], missing: string, env: NodeJS.ProcessEnv = process.env): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, env, stdio: 'ignore' });
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new EngineMissing(missing) : error));
    child.once('spawn', () => resolve(child));
  });
}

/** Stops a process started by `start`, and whatever it started (MiniBrowser and its helpers). */
function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** An X server of its own (`Xvfb -displayfd`): the number of the display it opened. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const missing = "WebKit: Xvfb not found. Install Debian's xvfb (apt-get install xvfb).";
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new EngineMissing(missing) : error));
    xvfb.once('exit', (code) => reject(new Error(`WebKit: Xvfb exited (${code}) before opening a display.`)));
    let out = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
  });
  return { display, process: xvfb };
}

export interface SessionOptions {
  /** MiniBrowser's own switches: `--dark-mode`, `--enable-javascript=false`. */
  args?: string[];
}

/** WebKitWebDriver on an Xvfb display; each `session()` opens a MiniBrowser window. */
export class WebKit {
  private xvfb?: ChildProcess;
  private driver?: ChildProcess;
  private url = '';
  private display = '';
  readonly browser = miniBrowser();

  async start() {
    const x = await startXvfb();
    this.xvfb = x.process;
    this.display = x.display;
    await this.startDriver();
  }

  private async startDriver() {
    const port = await freePort();
    this.driver = await start(
      'WebKitWebDriver',
      [`--port=${port}`],
      "WebKit: WebKitWebDriver not found. Install Debian's webkit2gtk-driver (apt-get install webkit2gtk-driver xvfb).",
      { ...process.env, DISPLAY: this.display },
    );
    this.url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        const status = (await (await fetch(`${this.url}/status`, { signal: AbortSignal.timeout(2000) })).json()) as { value: { ready: boolean } };
        if (status.value.ready) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('WebKit: WebKitWebDriver did not answer within 15 s.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A new MiniBrowser session. One that hangs (it happens: about one in twenty here) is given up
   * after a short wait and tried once more on a fresh driver; a second hang fails.
   */
  async session(options: SessionOptions = {}): Promise<Session> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.newSession(options);
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'TimeoutError' || attempt === 2) {
          throw new Error(`WebKit: MiniBrowser did not start (${error instanceof Error ? error.message : error}).`);
        }
        stop(this.driver);
        await this.startDriver();
      }
    }
  }

  private async newSession({ args = [] }: SessionOptions): Promise<Session> {
    const capabilities = {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: this.browser, args: ['--automation', ...args] },
      },
    };
    const response = await fetch(`${this.url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ capabilities }),
      signal: AbortSignal.timeout(SESSION_TIMEOUT),
    });
    const { value } = (await response.json()) as { value: { sessionId?: string; message?: string } };
    if (!value.sessionId) throw new Error(value.message ?? 'no session');
    return new Session(`${this.url}/session/${value.sessionId}`);
  }

  stop() {
    stop(this.driver);
    stop(this.xvfb);
  }
}

export type Element = { [ELEMENT]: string };

/** One MiniBrowser window. */
export class Session {
  private readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  private async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error} ${value?.message ?? ''}`);
    return value;
  }

  /** Loads an address and waits for the page's load event. */
  goto = (url: string) => this.call<null>('POST', '/url', { url });
  back = () => this.call<null>('POST', '/back', {});
  reload = () => this.call<null>('POST', '/refresh', {});
  url = () => this.call<string>('GET', '/url');
  /** Runs a function body in the page: `return …`, with `arguments`; awaits a returned promise. */
  run = <T>(script: string, ...args: unknown[]) => this.call<T>('POST', '/execute/sync', { script, args });
  find = (css: string) => this.call<Element>('POST', '/element', { using: 'css selector', value: css });
  findAll = (css: string) => this.call<Element[]>('POST', '/elements', { using: 'css selector', value: css });
  /**
   * Clicks as a visitor does, once the element is on screen: WebKit's driver calls an element in a
   * part of the page not laid out yet (`content-visibility: auto`, below the fold) not
   * interactable, where a visitor would have scrolled to it first.
   */
  click = async (element: Element) => {
    await this.run('arguments[0].scrollIntoView({ block: "center" }); return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', element);
    return this.call<null>('POST', `/element/${element[ELEMENT]}/click`, {});
  };
  type = (element: Element, text: string) => this.call<null>('POST', `/element/${element[ELEMENT]}/value`, { text });
  /** The window's size, as the page sees it in CSS pixels: MiniBrowser keeps it at 447 px or more. */
  resize = (width: number, height: number) => this.call<unknown>('POST', '/window/rect', { width, height });
  /** A PNG of the viewport. */
  screenshot = async () => Buffer.from(await this.call<string>('GET', '/screenshot'), 'base64');
  close = () => this.call<null>('DELETE', '');

  /** Polls `script` until it returns something truthy; fails with `what` after `timeout`. */
  async waitFor<T>(what: string, script: string, timeout = 15_000, ...args: unknown[]): Promise<T> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        last = await this.run<T>(script, ...args);
        if (last) return last as T;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`WebKit: timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
