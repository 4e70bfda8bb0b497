// What a cold visit to a page downloads in scripts, per interface language, from the build alone
// (no browser, no timing): the entry index.html names and its imports, the lazy screens the page
// waits for before it is shown (the route's modules and their texts), what those load lazily
// without being asked (a card the first screen renders from a lazy chunk), and the language's
// shell (English too) and, for Twi and Pidgin, those screens' texts in it. A lazy import counts unless the page lists
// it as loaded on the visitor's action (`onDemand`): a new one is counted until someone says it
// waits for a tap. Read from Vite's manifest (<dist>/.vite/manifest.json) and the build's module
// map (.vite/modules.json), sized as the server sends them (brotli, precompressed) and, for the
// wire, with each response's head (RESPONSE_HEAD_BYTES). e2e/src/dashboard-first-visit.spec.ts
// checks the list against what a browser loads.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  /** The source module of a chunk that has one (a lazy module's own chunk). */
  src?: string;
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
  /** Lazy modules the page loads only when the visitor does something (opens a dialog, focuses
   * a field). Every other lazy import of the page's chunks is counted. */
  onDemand?: string[];
}

export const PUBLIC_PAGES: PageModules[] = [
  { name: 'home', modules: [] },
  { name: 'search', modules: ['src/app/public/search-page.tsx'] },
  {
    name: 'product',
    modules: ['src/app/public/product-page.tsx'],
    // "Report listing", a receipt's dialog (opened from a link a buyer was sent) and the
    // Buy safely form with its texts (opened by its button).
    onDemand: [
      'src/features/product-report/report-dialog.tsx',
      'src/lib/product-report-texts.ts',
      'src/features/receipts/receipt-dialog.tsx',
      'src/features/orders/buy-safely-dialog.tsx',
      'src/lib/order-texts.ts',
    ],
  },
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
    // A purchase's pay dialog and a product's boost dialog, with the payment texts.
    onDemand: [
      'src/features/payments/pay-dialog.tsx',
      'src/features/seller-products/boost-dialog.tsx',
      'src/lib/payment-texts.ts',
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
    // The wallet dialog, and the payout amount's rule (on the first focus of the amount).
    onDemand: [
      'src/features/rider-wallet/wallet-dialog.tsx',
      'src/features/rider-wallet/payout-check.ts',
    ],
  },
];

const SHELL: Record<Language, string> = {
  en: '../../packages/domain/src/i18n/en-shell.ts',
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

/** Which language's texts a lazy chunk is, if it is only texts of one language (Twi, Pidgin):
 * judged by its source modules (`i18n/tw-seller.ts`, `i18n/deliveries/pidgin.ts`). */
function textsLanguage(modules: string[]): Language | null {
  for (const language of ['tw', 'pidgin'] as const) {
    const ofLanguage = new RegExp(`[/-]${language}(-[a-z]+)?\\.ts$`);
    if (modules.length > 0 && modules.every((module) => ofLanguage.test(module))) return language;
  }
  return null;
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
  const modulesOf = new Map<string, string[]>();
  for (const [module, file] of Object.entries(moduleChunks)) {
    modulesOf.set(file, [...(modulesOf.get(file) ?? []), module]);
  }
  const chunkOf = (key: string) => {
    const grouped = moduleChunks[key];
    const chunk = manifest[key] ?? (grouped ? byFile.get(grouped) : undefined);
    if (!chunk) throw new Error(`the manifest has no ${key}: was it renamed?`);
    return chunk;
  };
  const onDemand = new Set(page.onDemand ?? []);
  /** The chunks the entry starts the app with. */
  const app = new Set<string>();
  const seenOnDemand = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    // The entry loads only the app (decision 058, addendum: its chunks are preloaded beside it);
    // the app's lazy imports are the other screens and what the shell loads when asked.
    if (chunk.isEntry) {
      for (const lazy of chunk.dynamicImports ?? []) {
        app.add(chunkOf(lazy).file);
        visit(lazy);
      }
      return;
    }
    if (app.has(chunk.file)) return;
    for (const lazy of chunk.dynamicImports ?? []) {
      const target = chunkOf(lazy);
      const modules = modulesOf.get(target.file) ?? (target.src ? [target.src] : [lazy]);
      const waits = modules.filter((module) => onDemand.has(module));
      if (waits.length > 0) {
        for (const module of waits) seenOnDemand.add(module);
        continue;
      }
      // Texts are fetched in the language shown.
      const textsOf = textsLanguage(modules);
      if (textsOf === null || textsOf === language) visit(lazy);
    }
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  visit(entry);
  for (const module of page.modules) visit(module);
  visit(SHELL[language]);
  const stale = [...onDemand].filter((module) => !seenOnDemand.has(module));
  if (stale.length > 0) {
    throw new Error(
      `${page.name}: ${stale.join(', ')} listed as loaded on demand, but no chunk of the page ` +
        'imports it lazily (renamed, or now part of the page?)',
    );
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Bytes as sent: the precompressed brotli file the server serves. */
export function brotliBytes(dist: string, file: string): number {
  const br = join(dist, `${file}.br`);
  return existsSync(br) ? statSync(br).size : statSync(join(dist, file)).size;
}

/** A script response's head as the app's server sends it over HTTP/1.1 (status line, headers,
 * blank line), which Lighthouse counts in a script's size: 281–288 bytes measured for a hashed
 * script (apps/server/src/plugins/web.ts trims it), rounded up. Behind the production proxy's
 * HTTP/2 a repeated head compresses to a few bytes, so this errs high. The dashboards' journey
 * (e2e/src/dashboard-first-visit.spec.ts) fails if a real head is longer. */
export const RESPONSE_HEAD_BYTES = 300;

/** A page's cold-visit scripts in one language: how many, their brotli kilobytes, and the
 * kilobytes on the wire (with each response's head), as Lighthouse counts them. */
export function measurePage(dist: string, page: PageModules, language: Language) {
  const files = pageFiles(readManifest(dist), page, language, readModuleChunks(dist));
  const body = files.reduce((sum, file) => sum + brotliBytes(dist, file), 0);
  return { files, kb: body / 1024, wireKb: (body + files.length * RESPONSE_HEAD_BYTES) / 1024 };
}
