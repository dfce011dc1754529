/**
 * The shape of the source's imports, read from the files themselves (every .ts, .tsx and .astro
 * file under src/, type-only imports included):
 *
 * - the modules under src/lib, with the shared foundations below, import no module that imports
 *   them back (no circle, even through a type);
 * - a module under src/lib imports only src/lib and the shared foundations (src/lib is the bottom
 *   layer: pages, components, islands, data and collections build on it, never the reverse), and
 *   the foundations import only each other and src/lib;
 * - nothing outside src/pages imports from src/pages (a page's helpers that others need live in
 *   src/data or src/lib).
 *
 * Only relative specifiers are followed (`astro:content`, packages and `virtual:` modules are not
 * source files); a specifier resolves as written, or with .ts, .tsx or .astro, or to its folder's
 * index.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/**
 * What src/lib may import outside itself: the foundations every layer shares (the languages and
 * messages, the site's structure, the owner's settings), which import nothing above src/lib in turn.
 */
const FOUNDATIONS = ['src/i18n/', 'src/structure.ts', 'src/site.config.ts'];

/**
 * Known imports that break a rule and are being fixed elsewhere, as `importer -> imported`
 * (paths from the repository's root). Each must still exist: a fixed one is removed from here.
 */
const ALLOWED: readonly string[] = [];

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
const edges: Edge[] = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const found: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]!;
    if (!specifier.startsWith('.')) continue;
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ from: rel(file), to: rel(target) });
    else unresolved.push(`${rel(file)}: ${specifier}`);
  }
  return found;
});

const inLib = (path: string) => path.startsWith('src/lib/');
const inPages = (path: string) => path.startsWith('src/pages/');
const isFoundation = (path: string) => FOUNDATIONS.some((f) => (f.endsWith('/') ? path.startsWith(f) : path === f));
const allowed = (edge: Edge) => ALLOWED.includes(`${edge.from} -> ${edge.to}`);
const show = (list: Edge[]) => list.map(({ from, to }) => `${from} -> ${to}`);

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
    expect(unresolved).toEqual([]);
  });

  it('make no circle among the modules of src/lib and the foundations', () => {
    const bottom = (path: string) => inLib(path) || isFoundation(path);
    const nodes = files.map(rel).filter(bottom);
    const next = (node: string) => edges.filter(({ from, to }) => from === node && bottom(to)).map(({ to }) => to);
    expect(circles(nodes, next)).toEqual([]);
    // The test sees a circle when there is one.
    expect(circles(['a', 'b', 'c'], (n) => ({ a: ['b'], b: ['c'], c: ['a'] })[n] ?? [])).toEqual([['a', 'b', 'c']]);
  });

  it('from src/lib reach only src/lib and the shared foundations', () => {
    const outward = edges.filter(({ from, to }) => inLib(from) && !inLib(to) && !isFoundation(to) && !allowed({ from, to }));
    expect(show(outward)).toEqual([]);
  });

  it('from the shared foundations reach only each other and src/lib', () => {
    const upward = edges.filter(({ from, to }) => isFoundation(from) && !isFoundation(to) && !inLib(to) && !allowed({ from, to }));
    expect(show(upward)).toEqual([]);
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
