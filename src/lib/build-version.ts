/**
 * The build the visitor runs against the newest one deployed: the build writes
 * `latest-build.json` ({ id, time }) and puts its id in every page.
 */
export const LATEST_BUILD_FILE = 'latest-build.json';
/** Poll period while the page stays open. */
export const VERSION_CHECK_INTERVAL = 60 * 60 * 1000;
/** A tab shown again checks at most this often. */
export const VERSION_CHECK_MIN_GAP = 60 * 1000;

export interface BuildInfo {
  id: string;
  time: string;
}

/** The build info in a parsed `latest-build.json`, or `null` when the file is not one. */
export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, time } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[\w.-]{1,64}$/.test(id)) return null;
  return { id, time: typeof time === 'string' ? time : '' };
}

/** True when the deployed build differs from the one this page came from. */
export function isNewBuild(current: string | undefined, latest: BuildInfo | null): boolean {
  return !!current && !!latest && latest.id !== current;
}

/** True when the last check is old enough for another one. */
export function dueForCheck(now: number, lastCheck: number, minGap: number = VERSION_CHECK_MIN_GAP): boolean {
  return now - lastCheck >= minGap || now < lastCheck;
}
