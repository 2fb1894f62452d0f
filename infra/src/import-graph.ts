import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository's import graph, file by file, as the code spells it: relative imports, the
 * back end's `#folder/…` imports, the site's `@/…` imports and the packages' `@migralink/<package>/…`
 * imports. Imports of outside packages are left out. `import type`, `export … from` and dynamic
 * `import()` count like any import: a type is a dependency of the reader too.
 */

/** One file's imports of other files of the repository, as paths relative to the root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx|astro)$/;
const CANDIDATE_ENDINGS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

/** The module specifiers a file names, with an `.astro` file read as its frontmatter and scripts. */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The path (relative to the root, `/`-separated) a specifier of `from` names, or undefined if outside. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  const base = baseOf(from, specifier);
  if (base === undefined) return undefined;
  for (const ending of CANDIDATE_ENDINGS) {
    const candidate = `${base.replace(/\.js$/, '')}${ending}`;
    if (SOURCE.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return undefined;
}

function baseOf(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier);
  if (specifier.startsWith('#') && from.startsWith('functions/')) return `functions/src/${specifier.slice(1)}`;
  if (specifier.startsWith('@/') && from.startsWith('site/')) return `site/src/${specifier.slice(2)}`;
  const own = /^@migralink\/([a-z-]+)\/(.+)$/.exec(specifier);
  return own ? `${own[1]}/src/${own[2]}` : undefined;
}

/** The graph of the given files (paths relative to `root`). */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of files.filter((name) => SOURCE.test(name))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = specifiersOf(text).flatMap((specifier) => resolveSpecifier(root, file, specifier) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph with every file named by its group (`groupOf` answers undefined to leave a file out). */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | undefined): ImportGraph {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === undefined) continue;
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return new Map([...groups].map(([group, edges]) => [group, [...edges]]));
}

/**
 * Every circle of the graph: its strongly connected parts of more than one node (Tarjan's
 * algorithm), each sorted, so a circle reads the same whichever node the walk met first.
 */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The imports that run up or sideways in a layered group graph: `layers` lists the groups from
 * the bottom; a group may import only groups of a lower layer. A group not listed is reported
 * too, so a new folder has to be given its place.
 */
export function importsAgainstLayers(graph: ImportGraph, layers: readonly (readonly string[])[]): string[] {
  const rank = new Map(layers.flatMap((layer, at) => layer.map((group) => [group, at] as const)));
  return [...graph].flatMap(([from, targets]) => {
    if (!rank.has(from)) return [`${from}: not in any layer`];
    return targets.filter((to) => !rank.has(to) || rank.get(to)! >= rank.get(from)!).map((to) => `${from} -> ${to}`);
  });
}
