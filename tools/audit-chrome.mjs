// The Chromium that Lighthouse audits the site in (`npm run audit`, `node bench/first-paint.mjs`).
import { launch, Launcher } from 'chrome-launcher';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from './chromium.mjs';

/*
 * chrome-launcher's own flags, less one: it turns Chromium's RenderDocument off, which visitors'
 * browsers have on. Without it, headless Chromium held the first paint of a page opened from
 * about:blank for one or two seconds on most runs (observed FCP 1.2–2.3 s against 0.25–0.4 s with
 * it on, same page), and Lighthouse builds its simulated timings on what it observed.
 */
const LAUNCHER_FLAGS = Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=')
    ? `--disable-features=${flag.slice('--disable-features='.length).split(',').filter((f) => f !== 'RenderDocument').join(',')}`
    : flag,
);

/** Headless Chromium (Debian's when installed) for Lighthouse, French-speaking and offline. */
export function launchAuditChrome() {
  return launch({
    ...(FULL_CHROMIUM ? { chromePath: FULL_CHROMIUM } : {}),
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...LAUNCHER_FLAGS,
      '--headless=new',
      ...CHROMIUM_FLAGS,
      // A French-speaking browser: an English one is sent from the site root to /en before paint.
      '--accept-lang=fr-FR,fr',
      // No internet: external hosts fail at once instead of waiting for DNS.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
}

/**
 * What Lighthouse clears before each run (its `clearStorageTypes`), so that every run is a first
 * visit: its own list (which keeps what a page stored), with the origin's cookies and storage added.
 * A note a page left (the theme, the typeface fetched) would otherwise make the next run a
 * returning visitor whose cache Lighthouse has emptied, a visit no one makes.
 */
/** @type {import('lighthouse/types/lhr/settings').SharedFlagsSettings['clearStorageTypes']} */
export const FIRST_VISIT_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies'];
