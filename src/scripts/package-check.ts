/**
 * The about page's latest-version check: when a dependency table scrolls into view, ask the
 * package API for each package's latest version and mark its row up to date / update available
 * / could not check. At most MAX_CONCURRENT requests at once, each bounded by TIMEOUT_MS; a row
 * whose request cannot reach the network is left as built, so offline the tables do not change.
 */
import { latestVersionUrl, readLatestVersion, versionStatus } from '../lib/package-versions';
import { PACKAGE_API_ORIGIN } from '../lib/external-origins';

export const MAX_CONCURRENT = 4;
export const TIMEOUT_MS = 5000;
/** Network failures before any answer after which the visitor is taken to be offline. */
const OFFLINE_AFTER = MAX_CONCURRENT;

type Outcome = 'current' | 'update' | 'failed' | 'offline';

async function check(name: string, installed: string): Promise<{ outcome: Outcome; latest?: string }> {
  let response: Response;
  try {
    response = await fetch(latestVersionUrl(PACKAGE_API_ORIGIN, name), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    // A TypeError is a network failure (offline, blocked); an abort is the timeout.
    return { outcome: error instanceof TypeError ? 'offline' : 'failed' };
  }
  if (!response.ok) return { outcome: 'failed' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { outcome: 'failed' };
  }
  const latest = readLatestVersion(body);
  const status = versionStatus(installed, latest);
  if (status === 'unknown' || !latest) return { outcome: 'failed' };
  return { outcome: status, latest };
}

function mark(row: HTMLTableRowElement, outcome: Exclude<Outcome, 'offline'>, latest: string | undefined): void {
  const template = row.ownerDocument.querySelector<HTMLTemplateElement>(`template[data-check-template="${outcome}"]`);
  // The badge goes into the space the table reserves for it, so nothing moves when it arrives.
  const cell = row.querySelector('[data-check-slot]') ?? row.querySelector('[data-installed-cell]');
  if (!template || !cell) return;
  const badge = template.content.firstElementChild?.cloneNode(true);
  if (!(badge instanceof Element)) return;
  const text = badge.querySelector('[data-check-text]');
  if (text && latest) text.textContent = (text.textContent ?? '').replace('{{version}}', latest);
  if (latest) badge.setAttribute('data-latest', latest);
  cell.querySelector('[data-check]')?.remove();
  cell.append(badge);
  row.dataset.checkStatus = outcome;
}

/** Starts the check for every dependency table of `root` not yet checked; safe to call again. */
export function startPackageCheck(root: Document): void {
  const tables = [...root.querySelectorAll<HTMLTableElement>('table[data-dependency-table]:not([data-check-started])')];
  if (tables.length === 0 || typeof fetch !== 'function') return;

  const queue: HTMLTableRowElement[] = [];
  let running = 0;
  let networkFailures = 0;
  let answered = false;
  let offline = false;

  const pump = () => {
    while (running < MAX_CONCURRENT && queue.length > 0 && !offline) {
      const row = queue.shift()!;
      const name = row.dataset.package;
      const installed = row.dataset.installed;
      if (!name || !installed) continue;
      running++;
      void check(name, installed).then(({ outcome, latest }) => {
        running--;
        if (outcome === 'offline') {
          networkFailures++;
          if (!answered) {
            // Until something answers, a network failure starts no new request: offline, the
            // first few requests fail, the page stops asking and every row stays as built.
            if (networkFailures >= OFFLINE_AFTER) {
              offline = true;
              queue.length = 0;
            }
            if (running > 0 || offline) return;
          }
        } else {
          answered = true;
          mark(row, outcome, latest);
        }
        pump();
      });
    }
  };

  const enqueue = (table: HTMLTableElement) => {
    queue.push(...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-package]'));
    pump();
  };

  for (const table of tables) table.dataset.checkStarted = '';

  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLTableElement)) continue;
        observer.unobserve(entry.target);
        enqueue(entry.target);
      }
    });
    for (const table of tables) observer.observe(table);
  } else {
    tables.forEach(enqueue);
  }
}
