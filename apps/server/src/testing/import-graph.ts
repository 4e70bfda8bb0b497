// The server's relative imports as a graph, and the rules the bounded contexts keep
// (docs/ARCHITECTURE.md): a production file of contexts/<c>/ imports its own context, another
// context only through that context's public.ts, and the kernel (access, lib, plugins, tasks,
// storage, env.ts); the kernel imports no context; the entry points (app.ts, server.ts, boot.ts,
// cli/, backups/) only public faces. Tests and test kits may reach anywhere: they set state up.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Source files by path relative to apps/server/src. */
export type SourceTree = Map<string, string>;

const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|[\s;])import\s+['"](\.[^'"]+)['"]/g;
const KERNEL = /^(access|lib|plugins|tasks|storage)\/|^env\.ts$/;
const ENTRY = /^(app|server|boot)\.ts$|^(cli|backups)\//;

export function readSourceTree(root: string): SourceTree {
  const tree: SourceTree = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts'))
        tree.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return tree;
}

export const isTestCode = (path: string) =>
  /\.test\.ts$/.test(path) || /^(testing|reliability)\//.test(path);

export const contextOf = (path: string) => /^contexts\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every relative import of `path`, resolved to a path of the tree. */
export function importsOf(path: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIERS)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.push(normalize(join(dirname(path), specifier)));
  }
  return found;
}

/** What breaks the rules, one readable line each (empty: none). */
export function boundaryProblems(tree: SourceTree): string[] {
  const problems: string[] = [];
  for (const [path, text] of tree) {
    if (isTestCode(path)) continue;
    const own = contextOf(path);
    for (const target of importsOf(path, text)) {
      const other = contextOf(target);
      const face = other !== null && target === `contexts/${other}/public.ts`;
      if (own !== null) {
        if (other !== null && other !== own && !face)
          problems.push(`${path} reaches into ${target}: import contexts/${other}/public.ts`);
        if (other === null && !KERNEL.test(target))
          problems.push(`${path} imports ${target}, which no context may import`);
      } else if (KERNEL.test(path) && other !== null) {
        problems.push(`${path} is the kernel and imports the context ${target}`);
      } else if (ENTRY.test(path) && other !== null && !face) {
        problems.push(`${path} reaches into ${target}: import contexts/${other}/public.ts`);
      }
    }
  }
  return problems.sort();
}

/** The contexts each context's production code imports through public faces. */
export function contextGraph(tree: SourceTree): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [path, text] of tree) {
    const own = contextOf(path);
    if (own === null || isTestCode(path)) continue;
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const target of importsOf(path, text)) {
      const other = contextOf(target);
      if (other !== null && other !== own) edges.add(other);
    }
  }
  return graph;
}

/** Every cycle between contexts, each as `a → b → a` (empty: the contexts are layered). */
export function contextCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at !== -1) {
      const loop = path.slice(at);
      // One name per cycle, whichever context it is read from.
      const start = loop.indexOf([...loop].sort()[0]!);
      const turned = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...turned, turned[0]].join(' → '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...cycles].sort();
}
