// Messages in the user's language. The server's own texts (errors, WhatsApp) come from the
// server catalogs; field messages of the domain schemas are keys of the web catalogs
// (`validation.phone`). The web sends its UI language in `accept-language`.
import { en } from '@dwa/domain/i18n/en';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { findCounted } from '@dwa/domain/i18n/plural';
import { enServer } from '@dwa/domain/i18n/server/en';
import { pidginServer } from '@dwa/domain/i18n/server/pidgin';
import { twServer } from '@dwa/domain/i18n/server/tw';
import { tw } from '@dwa/domain/i18n/tw';

export type Lang = 'en' | 'tw' | 'pidgin';

/** A stored language preference read as a Lang (a row's text column may hold anything). */
export const isLang = (l: unknown): l is Lang => l === 'en' || l === 'tw' || l === 'pidgin';
const catalogs: Record<Lang, unknown[]> = {
  en: [enServer, en],
  tw: [twServer, tw],
  pidgin: [pidginServer, pidgin],
};

/** Dotted paths to the leaves of a catalog: `errors.notFound.product`. */
type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text the server can say in its own words. */
export type ServerMessageKey = LeafPaths<typeof enServer>;

/** The first language tag we know: tw/ak → Twi, pidgin/pcm → Pidgin, anything else English. */
export function requestLanguage(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'tw' || tag.startsWith('ak') || tag.startsWith('tw-')) return 'tw';
    if (tag === 'pidgin' || tag.startsWith('pcm')) return 'pidgin';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function find(lang: Lang, key: string): string | undefined {
  for (const catalog of catalogs[lang]) {
    const text = lookup(catalog, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_-]+)+$/;

/** A catalog key becomes its text in `lang` (English when that language lacks it), with
 * `{{name}}` filled from `values`; any other message is returned as it is. */
export function translate(
  lang: Lang,
  message: string,
  values: Record<string, string | number> = {},
): string {
  if (!KEY.test(message)) return message;
  const text =
    findCounted([(k) => find(lang, k), (k) => find('en', k)], message, values) ?? message;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Whether `message` is a catalog key (with an English text at least), not free text such as
 * zod's own English ("Invalid input: expected string, received number"). */
export const isCatalogKey = (message: string) =>
  KEY.test(message) && find('en', message) !== undefined;

/** A server text by its typed key. */
export const say = (lang: Lang, key: ServerMessageKey, values?: Record<string, string | number>) =>
  translate(lang, key, values);
