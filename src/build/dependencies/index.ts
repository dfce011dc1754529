export * from './table';
export * from './version';

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
