import {
  dueForCheck,
  isNewBuild,
  LATEST_BUILD_FILE,
  parseBuildInfo,
  VERSION_CHECK_INTERVAL,
} from '../lib/build-version';

/**
 * Compares the page's build id with the deployed one (hourly, and when the tab is shown again,
 * at most once a minute). Once a newer build is out, the next navigation is a full page load,
 * so the visitor never mixes old scripts with new pages. Network failures are silent.
 */
export function watchNewBuild(loadedAt: number = Date.now()): void {
  const current = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  if (!current) return;
  let stale = false;
  let lastCheck = loadedAt;

  const check = async () => {
    lastCheck = Date.now();
    try {
      const response = await fetch(`${import.meta.env.BASE_URL}${LATEST_BUILD_FILE}`, { cache: 'no-store' });
      if (response.ok && isNewBuild(current, parseBuildInfo(await response.json()))) stale = true;
    } catch {
      // Offline or a bad file: keep navigating client-side, try again later.
    }
  };

  window.setInterval(() => void check(), VERSION_CHECK_INTERVAL);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !stale && dueForCheck(Date.now(), lastCheck)) void check();
  });
  // A cancelled preparation makes the router load the page in full.
  document.addEventListener('astro:before-preparation', (event) => {
    if (stale) event.preventDefault();
  });
}
