// Fewer requests for a signed-in seller's or rider's first screen, without touching what a
// buyer's first visit downloads (decision 057).
//
// Left to itself, the bundler gives every set of lazy screens that shares a module a chunk of its
// own: a seller's cold dashboard came in 37 requests, most of them under 1 KB (the guard, hooks, a
// chart, a query), each a round trip on a phone's network. This plugin reads the module graph once
// it is complete and puts each area's home screen (its guard, layout and first page, with every
// module they import that no public page can reach) in one chunk. The area's other screens load
// that chunk too: a few kilobytes they may not need, already cached after the home screen. What
// both homes use is a chunk of its own.
// Modules a public page can reach stay where the bundler puts them, so a buyer's page never
// downloads seller code; texts stay in their own groups (vite.config.ts).
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Screens of the signed-in areas: their imports are not a public page's. */
const SIGNED_IN_SCREENS = /src[\\/]app[\\/](seller|rider|admin)[\\/]/;
/** Texts have groups of their own, per language. */
const TEXTS = /i18n[\\/]|src[\\/]lib[\\/][a-z-]+-texts\.ts$/;

/** Each area's first screen after sign-in: the route modules the router loads for it. */
export const AREA_HOMES = {
  'seller-home': [
    'src/app/seller/seller-guard.tsx',
    'src/app/seller/seller-layout.tsx',
    'src/app/seller/seller-dashboard-page.tsx',
  ],
  'rider-home': [
    'src/app/rider/rider-guard.tsx',
    'src/app/rider/rider-layout.tsx',
    'src/app/rider/rider-home-page.tsx',
  ],
} as const;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

function reach(from: string[], next: (id: string) => readonly string[]) {
  const reached = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...next(id));
  }
  return reached;
}

/** Every module a public page can load: from the entries, through static and lazy imports,
 * never entering a signed-in screen. */
export function publicModules(graph: ModuleGraph): Set<string> {
  const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  return reach(entries, (id) => {
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    return [...info.importedIds, ...info.dynamicallyImportedIds].filter(
      (next) => !SIGNED_IN_SCREENS.test(next),
    );
  });
}

/** An area's home chunk: its route modules and what they import statically that no public page
 * can reach and that is not a text. */
export function homeModules(graph: ModuleGraph, roots: string[], publicIds: Set<string>) {
  const closure = reach(roots, (id) => graph.getModuleInfo(id)?.importedIds ?? []);
  return new Set([...closure].filter((id) => !publicIds.has(id) && !TEXTS.test(id)));
}

/** The module the entry imports when the app is needed. */
const APP_START = 'src/app/start-app.tsx';

/** Small shared components a home screen uses and a public page may load later: in the entry,
 * rather than a request each (about 1.5 KB: a field, a select, the load error). */
const SHARED_INTO_SHELL = /apps[\\/]web[\\/]src[\\/]components[\\/]/;

export function signedInChunks(root: string) {
  const members = new Map<string, string>();
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'dwa-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const graph = this as unknown as ModuleGraph;
      const publicIds = publicModules(graph);
      const ids = [...graph.getModuleIds()];
      const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
      const staticImports = (at: string) => graph.getModuleInfo(at)?.importedIds ?? [];
      const entryModules = reach(entries, staticImports);
      // The app the entry starts (app/start-app.tsx) and all it imports statically, in one chunk
      // (the "shell"): the entry itself stays small and runs no app code (decision 058).
      const start = ids.find((candidate) => relative(root, candidate) === APP_START);
      if (!start) throw new Error(`signed-in-chunks: ${APP_START} is not in the build: moved?`);
      for (const id of reach([start], staticImports)) if (!entryModules.has(id)) shell.add(id);
      for (const [name, routes] of Object.entries(AREA_HOMES)) {
        const roots = routes.map((route) => {
          const id = ids.find((candidate) => relative(root, candidate) === route);
          if (!id) throw new Error(`signed-in-chunks: ${route} is not in the build: was it moved?`);
          return id;
        });
        // A module both homes use goes in a chunk of its own, so a rider never loads the seller's.
        for (const id of homeModules(graph, roots, publicIds)) {
          members.set(id, members.has(id) ? 'signed-in-common' : name);
        }
        const closure = reach(roots, (at) => graph.getModuleInfo(at)?.importedIds ?? []);
        for (const id of closure)
          if (publicIds.has(id) && SHARED_INTO_SHELL.test(id)) shell.add(id);
      }
    },
    // Which chunk each source module ended in, for the budget check (bench/src/first-visit.ts):
    // Vite's manifest names a chunk by its facade module, and a group chunk has none.
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) chunkOf[relative(root, id)] = output.fileName;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunkOf),
      });
    },
  };
  const group = {
    name: (id: string) => members.get(id) ?? null,
    test: (id: string) => members.has(id),
    priority: 3,
    // Their dependencies that public pages also use stay where they are (the default would pull
    // them in, and with them into a buyer's page).
    includeDependenciesRecursively: false,
  };
  /** The app's group: what app/start-app.tsx imports statically, and the shared pieces above. */
  const inShell = (id: string) => shell.has(id);
  return { plugin, group, inShell };
}
