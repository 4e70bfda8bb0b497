// Is this message a text of that language's catalogs? Every text of the server catalog and the
// web catalog (field messages are web keys) of one language, `{{placeholders}}` matching anything.
// Built from the catalogs themselves, not from the server's translate(), so a message that fell
// back to English (or was never a catalog text) is caught.
import { en } from '@dwa/domain/i18n/en';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { enServer } from '@dwa/domain/i18n/server/en';
import { pidginServer } from '@dwa/domain/i18n/server/pidgin';
import { twServer } from '@dwa/domain/i18n/server/tw';
import { tw } from '@dwa/domain/i18n/tw';

export type Lang = 'en' | 'tw' | 'pidgin';

/** Accept-Language values a client sends, with the language each must be answered in. */
export const LANGUAGE_HEADERS: [string, Lang][] = [
  ['en', 'en'],
  ['en-GB,en;q=0.9', 'en'],
  ['tw', 'tw'],
  ['ak-GH,en;q=0.5', 'tw'],
  ['pidgin', 'pidgin'],
  ['pcm-NG', 'pidgin'],
  ['fr-FR', 'en'],
];

function leaves(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) leaves(v, out);
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcher(catalogs: unknown[]) {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  for (const text of catalogs.flatMap((c) => leaves(c))) {
    if (text.includes('{{')) {
      const parts = text.split(/\{\{\w+\}\}/).map(escapeRegExp);
      templates.push(new RegExp(`^${parts.join('[\\s\\S]*')}$`));
    } else exact.add(text);
  }
  return (message: string) => exact.has(message) || templates.some((re) => re.test(message));
}

const matchers: Record<Lang, (message: string) => boolean> = {
  en: matcher([enServer, en]),
  tw: matcher([twServer, tw]),
  pidgin: matcher([pidginServer, pidgin]),
};

/** True when `message` is one of `lang`'s catalog texts. */
export const isCatalogText = (lang: Lang, message: string) => matchers[lang](message);
