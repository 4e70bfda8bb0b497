// What a cold visit to a page downloads in scripts, per interface language, from the build alone
// (no browser, no timing): the entry index.html names and its imports, the lazy screens the page
// waits for before it is shown (the route's modules and their texts), and for Twi and Pidgin the
// language's shell and those screens' texts in it. Read from Vite's manifest
// (<dist>/.vite/manifest.json), sized as the server sends them (brotli, precompressed).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;
export type Language = 'en' | 'tw' | 'pidgin';

/** A page: the source modules (as the manifest names them) its route loads before it renders. */
export interface PageModules {
  name: string;
  modules: string[];
}

export const PUBLIC_PAGES: PageModules[] = [
  { name: 'home', modules: [] },
  { name: 'search', modules: ['src/app/public/search-page.tsx'] },
  { name: 'product', modules: ['src/app/public/product-page.tsx'] },
  { name: 'shop', modules: ['src/app/public/shop-page.tsx'] },
];
export const SIGNED_IN_PAGES: PageModules[] = [
  {
    name: 'seller dashboard',
    modules: [
      'src/app/seller/seller-guard.tsx',
      'src/app/seller/seller-layout.tsx',
      'src/app/seller/seller-dashboard-page.tsx',
      'src/lib/account-texts.ts',
      'src/lib/seller-texts.ts',
    ],
  },
  {
    name: 'rider home',
    modules: [
      'src/app/rider/rider-guard.tsx',
      'src/app/rider/rider-layout.tsx',
      'src/app/rider/rider-home-page.tsx',
      'src/lib/account-texts.ts',
      'src/lib/rider-texts.ts',
    ],
  },
];

const SHELL: Record<Exclude<Language, 'en'>, string> = {
  tw: '../../packages/domain/src/i18n/tw-shell.ts',
  pidgin: '../../packages/domain/src/i18n/pidgin-shell.ts',
};

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Which chunk each source module is in (written by the build: apps/web/signed-in-chunks.ts).
 * Vite's manifest keys a chunk by its facade module; a grouped chunk (an area's home screen)
 * has none, so a module in it is found here. */
export function readModuleChunks(dist: string): Record<string, string> {
  const path = join(dist, '.vite', 'modules.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

/** The files a page's scripts come in, each once. */
export function pageFiles(
  manifest: Manifest,
  page: PageModules,
  language: Language,
  moduleChunks: Record<string, string> = {},
): string[] {
  const files = new Set<string>();
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const visit = (key: string) => {
    const grouped = moduleChunks[key];
    const chunk = manifest[key] ?? (grouped ? byFile.get(grouped) : undefined);
    if (!chunk) throw new Error(`the manifest has no ${key}: was it renamed?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  visit(entry);
  for (const module of page.modules) visit(module);
  if (language !== 'en') {
    visit(SHELL[language]);
    // The texts modules fetch their groups in the language shown (their dynamic imports).
    for (const module of page.modules.filter((m) => m.startsWith('src/lib/'))) {
      const grouped = moduleChunks[module];
      const chunk = manifest[module] ?? (grouped ? byFile.get(grouped) : undefined);
      for (const dynamic of chunk?.dynamicImports ?? []) {
        if (new RegExp(`[/-]${language}(-[a-z]+)?\\.ts$`).test(dynamic)) visit(dynamic);
      }
    }
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Bytes as sent: the precompressed brotli file the server serves. */
export function brotliBytes(dist: string, file: string): number {
  const br = join(dist, `${file}.br`);
  return existsSync(br) ? statSync(br).size : statSync(join(dist, file)).size;
}

/** A page's cold-visit scripts in one language: how many, and their brotli kilobytes. */
export function measurePage(dist: string, page: PageModules, language: Language) {
  const files = pageFiles(readManifest(dist), page, language, readModuleChunks(dist));
  return { files, kb: files.reduce((sum, file) => sum + brotliBytes(dist, file), 0) / 1024 };
}
