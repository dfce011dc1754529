/**
 * The shape of the source's imports, read from the files themselves (every .ts, .tsx and .astro
 * file under src/, type-only imports included):
 *
 * - every module sits in a layer (`LAYERS`, bottom first) and imports only from its own layer or
 *   the layers below: no arrow runs up;
 * - no module imports itself back, through any path (no circle, even through a type);
 * - src/lib runs anywhere (build, browser, tests): no `node:` module, no Node built-in, nothing of
 *   Astro (`astro:` modules, the `astro` package); Node-only code lives in src/build;
 * - nothing outside src/pages imports from src/pages;
 * - nothing that ships to the browser reaches src/build.
 *
 * Relative specifiers are followed (packages, `astro:` and `virtual:` modules are not source
 * files); a specifier resolves as written, or with .ts, .tsx or .astro, or to its folder's
 * index.ts. A failure lists the offending imports as `importer -> imported`.
 */
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/**
 * The layers, bottom first: a module may import its own layer and those below it. A folder ends
 * with `/`; a file is named in full. Every file under src/ belongs to one.
 */
const LAYERS: readonly { name: string; members: readonly string[] }[] = [
  // What imports nothing of the project: the languages and pages, the build-once helper, styles and assets.
  { name: 'foundations', members: ['src/structure.ts', 'src/once-per-key.ts', 'src/styles/', 'src/assets/', 'src/icons/'] },
  // Messages, the translator, URLs and locale helpers.
  { name: 'i18n', members: ['src/i18n/'] },
  // Domain logic that runs anywhere (build, browser, tests).
  { name: 'lib', members: ['src/lib/'] },
  // The owner's settings (typed with the domain's types).
  { name: 'settings', members: ['src/site.config.ts'] },
  // Node-only code: loaders, images, headers, checks.
  { name: 'build', members: ['src/build/'] },
  // What the build loads and hands to pages and islands.
  { name: 'data', members: ['src/data/'] },
  // Browser state and the small client scripts.
  { name: 'stores and scripts', members: ['src/stores/', 'src/scripts/'] },
  // The kits: the reading kit (the cover, the card and its parts) and the chart kit (the bar chart, the figure table), rendered by the pages and by the islands alike.
  { name: 'kit', members: ['src/kit/'] },
  { name: 'islands', members: ['src/islands/'] },
  { name: 'components', members: ['src/components/'] },
  { name: 'layouts', members: ['src/layouts/'] },
  // What Astro loads itself: pages, content collections, integrations and client directives.
  {
    name: 'entry points',
    members: ['src/pages/', 'src/collections/', 'src/content.config.ts', 'src/integrations/', 'src/directives/'],
  },
];

/**
 * Known imports that break a rule and are being fixed elsewhere, as `importer -> imported`
 * (paths from the repository's root). Each must still exist: a fixed one is removed from here.
 */
const ALLOWED: readonly string[] = [];

/**
 * Modules of src/lib still allowed a package that does not run anywhere, as `file -> specifier`;
 * each must still import it. The reading schema and its rules use Astro's zod until they move to zod itself.
 */
const ALLOWED_IN_LIB: readonly string[] = [
  'src/lib/readings/schema.ts -> astro/zod',
  'src/lib/readings/rules.ts -> astro/zod',
  // Types only (erased from the build): the field table's rules are typed with zod's types.
  'src/lib/readings/model.ts -> astro/zod',
];

const SOURCE = /\.(?:ts|tsx|astro)$/;
// `import … from '…'`, `import '…'`, `export … from '…'`, `import('…')` (over several lines).
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const rel = (path: string) => relative(ROOT, path).split(sep).join('/');

/** The file a relative specifier names, or `undefined` when none exists. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/[?#].*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.astro`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

interface Edge {
  from: string;
  to: string;
}

const files = sourceFiles(SRC);
const unresolved: string[] = [];
/** Every specifier that is no relative path (a package, `node:…`, `astro:…`), by importer. */
const outside: Edge[] = [];
const edges: Edge[] = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const found: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]!;
    if (!specifier.startsWith('.')) {
      outside.push({ from: rel(file), to: specifier });
      continue;
    }
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ from: rel(file), to: rel(target) });
    else unresolved.push(`${rel(file)}: ${specifier}`);
  }
  return found;
});

const inLib = (path: string) => path.startsWith('src/lib/');
const inPages = (path: string) => path.startsWith('src/pages/');
const inSrc = (path: string) => path.startsWith('src/');
const allowed = (edge: Edge) => ALLOWED.includes(`${edge.from} -> ${edge.to}`);
const show = (list: Edge[]) => list.map(({ from, to }) => `${from} -> ${to}`);

/** The layer of a file under src/ (its index in `LAYERS`), or -1 when none holds it. */
const layerOf = (path: string) =>
  LAYERS.findIndex(({ members }) => members.some((m) => (m.endsWith('/') ? path.startsWith(m) : path === m)));
/** Imports from a module to a module in a higher layer. */
const upward = (list: readonly Edge[]) => list.filter(({ from, to }) => inSrc(to) && layerOf(to) > layerOf(from));

/** A specifier that only Node or Astro can load: `node:…`, a Node built-in, `astro:…`, the `astro` package. */
const NODE_BUILTINS = new Set(builtinModules);
const notPortable = (specifier: string) =>
  /^(?:node:|astro:|astro(?:\/|$))/.test(specifier) || NODE_BUILTINS.has(specifier.split('/')[0]!);

/** The circles of a graph: its strongly connected components of more than one module, or one importing itself. */
function circles(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || next(node).includes(node)) found.push(component.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('are read from the source: every relative import names a file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(edges.some(({ from, to }) => from === 'src/lib/readings/select.ts' && to === 'src/lib/readings/filters.ts')).toBe(true);
    expect(outside.some(({ from, to }) => from === 'src/build/og/cache.ts' && to.startsWith('node:'))).toBe(true);
    expect(unresolved).toEqual([]);
  });

  it('come from files that each sit in one layer', () => {
    expect(files.map(rel).filter((path) => layerOf(path) === -1)).toEqual([]);
    expect(edges.filter(({ to }) => inSrc(to) && layerOf(to) === -1).map(({ to }) => to)).toEqual([]);
  });

  it('never run up the layers', () => {
    expect(show(upward(edges).filter((edge) => !allowed(edge)))).toEqual([]);
    // The test sees an upward import when there is one.
    expect(show(upward([{ from: 'src/i18n/url.ts', to: 'src/lib/text.ts' }]))).toEqual(['src/i18n/url.ts -> src/lib/text.ts']);
    expect(upward([{ from: 'src/lib/text.ts', to: 'src/i18n/url.ts' }])).toEqual([]);
  });

  it('make no circle', () => {
    const from = new Map<string, string[]>();
    for (const { from: a, to } of edges) from.set(a, [...(from.get(a) ?? []), to]);
    expect(circles(files.map(rel), (node) => from.get(node) ?? [])).toEqual([]);
    // The test sees a circle when there is one.
    expect(circles(['a', 'b', 'c'], (n) => ({ a: ['b'], b: ['c'], c: ['a'] })[n] ?? [])).toEqual([['a', 'b', 'c']]);
  });

  it('of src/lib name nothing that only Node or Astro can load (src/lib runs anywhere)', () => {
    const found = outside.filter(({ from, to }) => inLib(from) && notPortable(to) && !ALLOWED_IN_LIB.includes(`${from} -> ${to}`));
    expect(show(found)).toEqual([]);
    expect(['node:fs', 'fs/promises', 'path', 'astro:content', 'astro/zod', 'astro'].filter(notPortable)).toHaveLength(6);
    expect(['@sindresorhus/slugify', 'nanostores', 'astronomy'].filter(notPortable)).toEqual([]);
  });

  it('never bring build-only code (src/build) into what ships to the browser (islands, stores, client scripts)', () => {
    const shipped = (path: string) => /^src\/(islands|stores|scripts)\//.test(path);
    const reachable = new Set(files.map(rel).filter(shipped));
    for (const node of reachable) for (const { from, to } of edges) if (from === node && !to.startsWith('src/build/')) reachable.add(to);
    const intoBuild = edges.filter(({ from, to }) => reachable.has(from) && to.startsWith('src/build/') && !from.endsWith('.astro'));
    expect(show(intoBuild)).toEqual([]);
  });

  it('reach src/pages from src/pages only', () => {
    const intoPages = edges.filter(({ from, to }) => !inPages(from) && inPages(to) && !allowed({ from, to }));
    expect(show(intoPages)).toEqual([]);
  });

  it('allowed as exceptions still exist (a fixed one leaves the list)', () => {
    const all = new Set(show(edges));
    expect(ALLOWED.filter((edge) => !all.has(edge))).toEqual([]);
    const packages = new Set(show(outside));
    expect(ALLOWED_IN_LIB.filter((edge) => !packages.has(edge))).toEqual([]);
  });
});

/**
 * One rule for file endings: a module Node may run itself (the owner tools import src/lib,
 * src/build, src/data, src/i18n and the settings with type stripping) names the `.ts` file it
 * imports; a module only Vite loads (components, pages, islands…) leaves the ending off.
 */
const NODE_RUN = ['src/lib/', 'src/build/', 'src/data/', 'src/i18n/', 'src/structure.ts', 'src/site.config.ts', 'src/once-per-key.ts'];
function endingProblem(from: string, specifier: string, target: string): string | undefined {
  const nodeRun = from.endsWith('.ts') && NODE_RUN.some((m) => (m.endsWith('/') ? from.startsWith(m) : from === m));
  if (!target.endsWith('.ts')) return undefined;
  if (nodeRun && !specifier.endsWith('.ts')) return `${from}: ${specifier} (Node runs this module: name the .ts file)`;
  if (!nodeRun && specifier.endsWith('.ts')) return `${from}: ${specifier} (only Vite loads this module: leave the ending off)`;
  return undefined;
}

describe('file endings', () => {
  it('follow one rule: .ts where Node may run the importer, none where only Vite does', () => {
    const problems = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
        const specifier = match[1] ?? match[2]!;
        const target = specifier.startsWith('.') ? resolveSpecifier(file, specifier) : undefined;
        const problem = target && endingProblem(rel(file), specifier, rel(target));
        return problem ? [problem] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('the rule catches both faults', () => {
    expect(endingProblem('src/lib/a.ts', './b', 'src/lib/b.ts')).toMatch(/name the \.ts file/);
    expect(endingProblem('src/components/A.astro', '../lib/b.ts', 'src/lib/b.ts')).toMatch(/leave the ending off/);
    expect(endingProblem('src/lib/a.ts', './b.ts', 'src/lib/b.ts')).toBeUndefined();
    expect(endingProblem('src/islands/A.tsx', './B', 'src/islands/B.tsx')).toBeUndefined();
  });
});

describe('the islands', () => {
  it('call no useId: the server renders them without the id prefix its ids need to match the browser (astro.config.mjs)', () => {
    const calls = sourceFiles(join(SRC, 'islands'))
      .filter((file) => /\buseId\s*\(/.test(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '')))
      .map((file) => relative(ROOT, file));
    expect(calls).toEqual([]);
  });
});
