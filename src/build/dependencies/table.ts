/** The fields of a `package.json` the dependency tables read; everything else is ignored. */
export interface PackageManifest {
  name?: unknown;
  version?: unknown;
  description?: unknown;
  homepage?: unknown;
  repository?: unknown;
  dependencies?: unknown;
  devDependencies?: unknown;
}

export interface DependencyRow {
  name: string;
  /** The range the project declares, e.g. `^7.3.5`. */
  range: string;
  /** The version found installed, or `undefined` when the package is missing. */
  installed: string | undefined;
  /** An `http(s)` page about the package: its homepage, its repository, or its npm page. */
  url: string;
  /** What it does for the site (the colophon's text), else the first sentence of its own description. */
  description: string | undefined;
  /** The description's language when it is the package's own (English), not the page's. */
  descriptionLang: string | undefined;
}

export interface DependencyTables {
  dependencies: DependencyRow[];
  devDependencies: DependencyRow[];
}

export const DESCRIPTION_MAX = 140;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `git+https://github.com/a/b.git`, `github:a/b` or `a/b` → `https://github.com/a/b`. */
export function repositoryUrl(repository: unknown): string | undefined {
  const raw = isRecord(repository) ? repository.url : repository;
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(value);
  if (shorthand) return `https://github.com/${shorthand[1]!.replace(/\.git$/, '')}`;
  const ssh = /^git@([\w.-]+):(.+?)(?:\.git)?$/.exec(value);
  if (ssh) return httpUrl(`https://${ssh[1]}/${ssh[2]}`);
  return httpUrl(value.replace(/^git\+/, '').replace(/^git:\/\//, 'https://').replace(/\.git$/, ''));
}

export function npmPageUrl(name: string): string {
  return `https://www.npmjs.com/package/${name}`;
}

/** One line of a package description: its first sentence, shortened with an ellipsis. */
export function shortDescription(value: unknown, max = DESCRIPTION_MAX): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').replace(/\*\*|__|`/g, '').trim();
  if (!text) return undefined;
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= max) return sentence;
  return `${sentence.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The site's own text for a package in the page's language, when it has one. */
export type Blurb = (name: string) => string | undefined;

function rows(declared: unknown, installed: (name: string) => PackageManifest | undefined, blurb: Blurb): DependencyRow[] {
  if (!isRecord(declared)) return [];
  return Object.entries(declared)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, range]) => {
      const manifest = installed(name);
      const version = typeof manifest?.version === 'string' ? manifest.version : undefined;
      return {
        name,
        range,
        installed: version,
        url: httpUrl(manifest?.homepage) ?? repositoryUrl(manifest?.repository) ?? npmPageUrl(name),
        ...(blurb(name) !== undefined
          ? { description: blurb(name), descriptionLang: undefined }
          : { description: shortDescription(manifest?.description), descriptionLang: 'en' }),
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The about page's two tables from the project's `package.json` and a lookup of installed
 * manifests (`node_modules/<name>/package.json`), each sorted by package name; `blurb` gives the
 * site's own text for a package in the page's language (content/colophon.yaml).
 */
export function buildDependencyTables(
  project: PackageManifest,
  installed: (name: string) => PackageManifest | undefined,
  blurb: Blurb = () => undefined,
): DependencyTables {
  return {
    dependencies: rows(project.dependencies, installed, blurb),
    devDependencies: rows(project.devDependencies, installed, blurb),
  };
}
