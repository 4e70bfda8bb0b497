// The page a reverse proxy shows while Dwa's server does not answer (502/503/504), one per
// language: the build writes dist/unavailable/<language>.html, the proxy picks the visitor's by
// the `lang` cookie (else Accept-Language). Self-contained: no script, no request of its own,
// light and dark by the system's theme. The service worker shows a kept copy of the page instead
// where it has one (apps/web/scripts/sw-source.js).
import { HTML_LANG, LANGUAGES, type Language } from './enums.ts';

export interface UnavailableTexts {
  title: string;
  text: string;
  retry: string;
}

/** Every language must have its texts: the type refuses a missing one. */
export const UNAVAILABLE_TEXTS: Record<Language, UnavailableTexts> = {
  en: {
    title: 'Dwa will be back shortly',
    text: 'Our server is not answering right now. Nothing you saved is lost. Please wait a minute, then try again.',
    retry: 'Try again',
  },
  tw: {
    title: 'Dwa bɛsan aba ntɛm',
    text: 'Yɛn server no nnye nsɛm seesei. Biribiara a woakora no nyera. Yɛsrɛ wo, twɛn simma kakra na san bɔ mmɔden.',
    retry: 'San bɔ mmɔden',
  },
  pidgin: {
    title: 'Dwa go come back soon',
    text: 'Our server no dey answer now. Anything wey you save no loss. Abeg wait small, then try again.',
    retry: 'Try am again',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The whole document for `language`. "Try again" reloads the address the visitor asked for. */
export function unavailablePage(language: Language): string {
  const t = UNAVAILABLE_TEXTS[language];
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
:root{color-scheme:light dark;--brand:#0f5132;--ink:#16201b;--subtle:#4a5a52;--canvas:#f6f8f6}
@media (prefers-color-scheme:dark){:root{--brand:#6fd3a0;--ink:#e8eee9;--subtle:#a9b8b0;--canvas:#0c110e}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--canvas);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;padding:1.5rem;text-align:center}
.mark{font-weight:800;font-size:1.5rem;color:var(--brand)}
h1{font-size:1.4rem;margin:.75rem 0 .5rem}
p{color:var(--subtle);margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:.75rem;background:var(--brand);color:var(--canvas);font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<div class="mark" aria-hidden="true">Dwa</div>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<a href="">${escapeHtml(t.retry)}</a>
</main>
</body>
</html>
`;
}

/** Every page the build writes: `unavailable/<language>.html`. */
export const UNAVAILABLE_PAGES = LANGUAGES.map((language) => ({
  language,
  fileName: `unavailable/${language}.html`,
}));
