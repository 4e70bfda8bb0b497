import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { UNAVAILABLE_PAGES, unavailablePage } from '../../packages/domain/src/unavailable-page.ts';
import { preactAliases } from './preact-aliases.ts';
import { signedInChunks } from './signed-in-chunks.ts';

const signedIn = signedInChunks(fileURLToPath(new URL('.', import.meta.url)));

const api = process.env.DWA_API_ORIGIN ?? 'http://127.0.0.1:3001';

/** Build warnings about libraries that are known and harmless, dropped so a real one stands out
 * (and `npm start` shows a newcomer nothing alarming): "use client" directives in React Router
 * and TanStack Query mean nothing outside React Server Components, and React Router reads
 * React 19's `useOptimistic` only if the runtime has it (preact/compat does not; it falls back). */
function isKnownLibraryWarning(warning: { code?: string; message: string; id?: string }) {
  const inLibrary = /node_modules/.test(warning.id ?? warning.message);
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE')
    return inLibrary && /"use client"/.test(warning.message);
  if (warning.code === 'IMPORT_IS_UNDEFINED') {
    return /`useOptimistic`/.test(warning.message) && /react-router/.test(warning.message);
  }
  return false;
}

/** dist/unavailable/<language>.html: what a reverse proxy shows while the server is down
 * (packages/domain/src/unavailable-page.ts; docs/deploy.md). */
function unavailablePages(): Plugin {
  return {
    name: 'dwa-unavailable-pages',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const { language, fileName } of UNAVAILABLE_PAGES) {
        this.emitFile({ type: 'asset', fileName, source: unavailablePage(language) });
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), unavailablePages(), signedIn.plugin],
  publicDir: isSsrBuild ? false : 'public',
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // The server bundle carries its libraries (so the aliases above apply to them too).
  ssr: { noExternal: true },
  build: {
    // WEB_DIST (absolute) lets parallel builds, e.g. one per e2e run, use separate folders.
    outDir: `${process.env.WEB_DIST ?? 'dist'}${isSsrBuild ? '-server' : ''}`,
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: which chunks each module needs, read by the bundle bench to add up a
    // page's first-visit bytes per language from the build alone (not served: a dot folder).
    manifest: !isSsrBuild,
    target: 'es2022',
    // The server sends its own precompressed files; no need for Vite's size report.
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        if (!isKnownLibraryWarning(warning)) warn(warning);
      },
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                // Everything the first page needs in one file: shared pieces (React, the router, the
                // session) would otherwise be split into a dozen small chunks the lazy screens also
                // use, and each compresses worse on its own (~4 KB br more for the home page). The
                // shell imports only the shell's English texts (en-shell.ts; first-visit-bytes.spec
                // fails if any other catalog's text reaches the first visit). The groups below keep
                // each lazy catalog in one named chunk, rather than split by which screens share it;
                // they also kept them out of the entry when the shell imported every catalog.
                groups: [
                  {
                    name: 'account-texts',
                    // With the delivery texts every signed-in area shows (and /track).
                    test: /en-accounts|lib[\\/]account-texts\.ts|i18n[\\/]deliveries[\\/]en\.ts/,
                    priority: 2,
                    // The wrapper module (lib/*-texts.ts) joins its catalog; not its imports.
                    includeDependenciesRecursively: false,
                  },
                  // Likewise the English texts of the public content pages (/sell, /help, …).
                  { name: 'content-texts', test: /i18n[\\/]content[\\/]en\.ts/, priority: 2 },
                  // And the seller center's (en-seller.ts and each seller-<part>/en.ts).
                  {
                    name: 'seller-texts',
                    test: /i18n[\\/](en-seller\.ts|seller-[a-z-]+[\\/]en\.ts)|lib[\\/]seller-texts\.ts/,
                    priority: 2,
                    includeDependenciesRecursively: false,
                  },
                  // And the payment texts (the seller's pay dialog, /pay, the prices on /sell).
                  { name: 'payment-texts', test: /i18n[\\/]payments[\\/]en\.ts/, priority: 2 },
                  // Twi and Pidgin: the account texts and the delivery texts in one chunk, as in English.
                  {
                    name: 'account-texts-tw',
                    test: /i18n[\\/](tw-accounts\.ts|deliveries[\\/]tw\.ts)/,
                    priority: 2,
                  },
                  {
                    name: 'account-texts-pidgin',
                    test: /i18n[\\/](pidgin-accounts\.ts|deliveries[\\/]pidgin\.ts)/,
                    priority: 2,
                  },
                  {
                    name: 'shell',
                    test: signedIn.inShell,
                    priority: 1,
                    // What the entry itself imports stays in the entry (pulled in here, the
                    // entry would import this chunk statically and run it at load).
                    includeDependenciesRecursively: false,
                  },
                  signedIn.group,
                ],
              },
            },
          }),
    },
  },
  server: {
    proxy: { '/api': api, '/media': api },
  },
}));
