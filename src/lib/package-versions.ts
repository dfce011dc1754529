/** A parsed `major.minor.patch[-prerelease]` version; build metadata (`+…`) is ignored. */
export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: (string | number)[];
}

const VERSION_RE = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** `'7.3.5'`, `'v1.2'`, `'2.0.0-beta.3'` → a `Version`; anything else → `undefined`. */
export function parseVersion(value: unknown): Version | undefined {
  if (typeof value !== 'string') return undefined;
  const match = VERSION_RE.exec(value.trim());
  if (!match) return undefined;
  const [, major, minor, patch, pre] = match;
  return {
    major: Number(major),
    minor: Number(minor ?? 0),
    patch: Number(patch ?? 0),
    prerelease: pre ? pre.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [],
  };
}

function comparePrerelease(a: Version['prerelease'], b: Version['prerelease']): number {
  // A release ranks above any of its prereleases.
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : 1;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer (semver precedence). */
export function compareVersions(a: Version, b: Version): number {
  return (
    Math.sign(a.major - b.major) ||
    Math.sign(a.minor - b.minor) ||
    Math.sign(a.patch - b.patch) ||
    comparePrerelease(a.prerelease, b.prerelease)
  );
}

export type VersionStatus = 'current' | 'update' | 'unknown';

/**
 * How an installed version stands against the registry's latest: `update` when the latest is
 * newer, `current` when it is not (a prerelease ahead of `latest` counts as current), `unknown`
 * when either cannot be read.
 */
export function versionStatus(installed: unknown, latest: unknown): VersionStatus {
  const a = parseVersion(installed);
  const b = parseVersion(latest);
  if (!a || !b) return 'unknown';
  return compareVersions(a, b) < 0 ? 'update' : 'current';
}


/** URL of the registry's resolved latest version of a package (jsDelivr data API). */
export function latestVersionUrl(origin: string, name: string): string {
  return `${origin}/v1/packages/npm/${name}/resolved?specifier=latest`;
}

/** The `version` field of a resolved-version answer, when it is a version string. */
export function readLatestVersion(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const version = (body as { version?: unknown }).version;
  return typeof version === 'string' && /^v?\d/.test(version) ? version : undefined;
}
