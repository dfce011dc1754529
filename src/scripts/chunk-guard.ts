import { mayReload, parseTimestamp, RELOAD_GUARD_KEY } from '../lib/browser/reload-guard';
import { LATEST_BUILD_FILE } from '../lib/build-version';

function read(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_GUARD_KEY);
  } catch {
    return null;
  }
}

/** Counts a reload; false when one came within the last 10 s or storage cannot count it. */
function mayReloadNow(): boolean {
  const now = Date.now();
  if (!mayReload(now, parseTimestamp(read()))) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The id of the build the host serves now (`latest-build.json`), or null when it cannot be read. */
export async function servedBuildId(): Promise<string | null> {
  try {
    const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
    const response = await fetch(`${base}${LATEST_BUILD_FILE}`, { cache: 'no-store' });
    const info: unknown = response.ok ? await response.json() : null;
    return info && typeof info === 'object' && 'id' in info && typeof info.id === 'string' ? info.id : null;
  } catch {
    return null;
  }
}

/**
 * A script chunk that fails to load reloads the page only when a newer build replaced it (the id
 * the host serves differs from the page's `<meta name="build-id">`), at most once per 10 s. Any
 * other failure (the network, a load the browser dropped) stays visible as an error. While the
 * page is being left, a chunk that fails is no error: a browser drops what a page asks for once a
 * navigation begins (an address typed, a link followed), and a reload would cancel it.
 */
export function watchChunkFailures(leaving: () => boolean = () => false, served: () => Promise<string | null> = servedBuildId): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    if (leaving()) return;
    const error = (event as Event & { payload?: unknown }).payload;
    void served().then((id) => {
      if (leaving()) return;
      const page = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
      if (id && page && id !== page && mayReloadNow()) location.reload();
      else reportError(error ?? new Error('A script chunk failed to load'));
    });
  });
}
