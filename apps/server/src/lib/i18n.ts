// Messages for API answers in the user's language. Validation messages in the domain schemas are
// catalog keys (`validation.phone`); the web sends its UI language in `accept-language`.
import { en } from '@dwa/domain/i18n/en';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { tw } from '@dwa/domain/i18n/tw';

export type Lang = 'en' | 'tw' | 'pidgin';
const catalogs: Record<Lang, unknown> = { en, tw, pidgin };

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

/** A catalog key becomes its text in `lang`; any other message is returned as it is. */
export function translate(lang: Lang, message: string): string {
  if (!/^[a-zA-Z]+(\.[a-zA-Z0-9-]+)+$/.test(message)) return message;
  return lookup(catalogs[lang], message) ?? lookup(en, message) ?? message;
}
