// Rewrites <dist>/index.html after `vite build` so the app's script starts downloading only once
// the page has loaded (its photos included) and the browser is idle (the largest photo decoded
// and painted: a frame after load was not always enough; at most 1 s, or 200 ms without
// requestIdleCallback). Public pages arrive rendered: the script only makes
// them interactive, and on a slow link downloading it alongside the first photos delays what the
// buyer sees (Lighthouse's LCP and FCP counted it). The entry stays named in a
// `<script type="dwa/entry" src>` (not a JavaScript type: the browser neither fetches nor runs
// it), which the worker's precache list and the benches still read; a small inline script (hashed
// by the server's CSP, like the theme script) loads it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOADER =
  "<script>(()=>{const go=()=>{const e=document.querySelector('script[type=\"dwa/entry\"]'),s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e.getAttribute('src');document.head.append(s)};const later=()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:1e3}):setTimeout(go,200);document.readyState==='complete'?later():addEventListener('load',later,{once:true})})()</script>";

const file = join(process.argv[2] ?? 'dist', 'index.html');
const html = readFileSync(file, 'utf8');
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
if (!entry.test(html)) throw new Error(`${file}: no module entry script to defer`);
writeFileSync(
  file,
  html.replace(entry, (_, src) => `<script type="dwa/entry" src="${src}"></script>\n    ${LOADER}`),
);
console.log(`${file}: entry script loads after the page`);
