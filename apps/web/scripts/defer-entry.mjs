// Rewrites <dist>/index.html after `vite build` so the app's script starts downloading only once
// the page has loaded (its photos included), a frame after that has been painted, and the
// browser is idle (at most 1 s, or 200 ms without requestIdleCallback). A fast load fires `load`
// before the first paint, and idle could come before it too: the script then downloaded before
// the page's largest text or photo was painted, and Lighthouse counted it in LCP (1.6-1.8 s in a
// quarter of the rounds, against ~0.95; decision 033, addendum 5). The frame is waited for at
// most 1 s (a hidden tab paints no frames). Public pages arrive rendered: the script only makes
// them interactive, and on a slow link downloading it alongside the first photos delays what the
// buyer sees (Lighthouse's LCP and FCP counted it). The entry stays named in a
// `<script type="dwa/entry" src>` (not a JavaScript type: the browser neither fetches nor runs
// it), which the worker's precache list and the benches still read; a small inline script (hashed
// by the server's CSP, like the theme script) loads it. The entry is small and runs no app code
// until the visitor acts (decision 058, addendum); the app's chunks it will import are named in
// `<link rel="dwa/preload">` (an unknown relation: not fetched) and the loader preloads them
// beside the entry, so the first tap does not wait for the network.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTML_LANG } from '../../../packages/domain/src/enums.ts';

const LOADER =
  "<script>(()=>{const go=()=>{const h=document.documentElement.lang;for(const l of document.querySelectorAll('link[rel=\"dwa/preload\"]')){const g=l.dataset.lang;if(g&&g!==h)continue;const p=document.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.href=l.getAttribute('href');document.head.append(p)}const e=document.querySelector('script[type=\"dwa/entry\"]'),s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e.getAttribute('src');document.head.append(s)};const idle=()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:1e3}):setTimeout(go,200);const later=()=>{let t=0;const once=()=>{if(!t++)idle()};requestAnimationFrame(()=>setTimeout(once));setTimeout(once,1e3)};document.readyState==='complete'?later():addEventListener('load',later,{once:true})})()</script>";

const dist = process.argv[2] ?? 'dist';
const file = join(dist, 'index.html');
const html = readFileSync(file, 'utf8');
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
if (!entry.test(html)) throw new Error(`${file}: no module entry script to defer`);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const preloads = [...appChunks(manifest).map((file) => ({ file })), ...shellTexts(manifest)];
const links = preloads
  .map(({ file, lang }) => {
    const only = lang ? ` data-lang="${lang}"` : '';
    return `<link rel="dwa/preload" href="/${file}"${only}>\n    `;
  })
  .join('');
writeFileSync(
  file,
  html
    // Vite's own preloads of those chunks would fetch them before the page's photos.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      entry,
      (_, src) => `${links}<script type="dwa/entry" src="${src}"></script>\n    ${LOADER}`,
    ),
);
console.log(`${file}: entry script loads after the page, with ${preloads.length} chunks preloaded`);

/** The chunks the entry starts the app with (its lazy imports and what they import), which the
 * loader preloads beside it: downloaded and compiled, not run until the entry imports them. */
function appChunks(manifest) {
  const [entryKey, entryChunk] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || key === entryKey || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entryChunk.dynamicImports ?? []) visit(key);
  if (files.size === 0) throw new Error('defer-entry: the entry starts no app chunk');
  return [...files];
}

/** The shell's texts in each language, preloaded only on a page shown in it (its `<html lang>`,
 * as the server writes it). */
function shellTexts(manifest) {
  return Object.entries(HTML_LANG).map(([language, lang]) => {
    const chunk = manifest[`../../packages/domain/src/i18n/${language}-shell.ts`];
    if (!chunk) throw new Error(`defer-entry: no ${language}-shell chunk in the manifest`);
    return { file: chunk.file, lang };
  });
}
