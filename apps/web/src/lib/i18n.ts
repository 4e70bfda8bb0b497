// Interface language and the `t()` every screen uses: a small typed store in place of i18next +
// react-i18next (decision 033: the same behaviour, ~14 KB br less on every first visit). The
// screens only ever used `t(key, values)`: nested catalog keys, `{{name}}` placeholders, English
// as the fallback, the key itself when a text is missing.
//
// The shell's texts are fetched in the language shown (English too: a Twi or Pidgin reader does
// not download them; the page's loader preloads the one it shows, scripts/defer-entry.mjs), so
// a buyer downloads one language, and no more of it than English: every other screen's texts come
// with that screen in the language shown (the areas of account-texts.ts, seller-texts.ts,
// content-texts.ts, …). The choice lives in a cookie, so the server renders the first HTML in it
// and writes it in `<html lang>`.
import { HTML_LANG, LANGUAGES, type Language } from '@dwa/domain/enums';
import type { CatalogTree } from '@dwa/domain/i18n/flatten';
import { findCounted } from '@dwa/domain/i18n/plural';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import { writePreference } from './preference-cookie.ts';

export const INTERFACE_LANGUAGES = LANGUAGES;
export type InterfaceLanguage = Language;

export type TranslateValues = Record<string, unknown> & { defaultValue?: string };
export type TFunction = (key: string, values?: TranslateValues) => string;

const catalogs: Partial<Record<InterfaceLanguage, CatalogTree>> = {};

function merge(target: CatalogTree, source: CatalogTree) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else target[key] = value;
  }
}

/** Adds texts to a language's catalog (the English texts of lazily loaded screens). */
export function addTexts(language: InterfaceLanguage, texts: object) {
  const catalog = catalogs[language];
  if (catalog) merge(catalog, texts as CatalogTree);
  else catalogs[language] = structuredClone(texts) as CatalogTree;
}

function lookup(catalog: CatalogTree | undefined, key: string): string | undefined {
  let node: CatalogTree | string | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The translator for a language: its text, else English, else `defaultValue`, else the key (a
 * count of one prefers the `_one` form: `@dwa/domain/i18n/plural`). */
export function translator(language: InterfaceLanguage): TFunction {
  return (key, values) => {
    const text =
      findCounted(
        [(k) => lookup(catalogs[language], k), (k) => lookup(catalogs.en, k)],
        key,
        values,
      ) ??
      values?.defaultValue ??
      key;
    if (!values) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

// ---- the browser's current language (one per tab) ----

let current: InterfaceLanguage = 'en';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language requests are made in (API calls name it in Accept-Language). */
export const currentLanguage = () => current;

/** Fetches parts of a catalog in one language (dynamic imports: chunks of their own). */
type TextsLoader = () => Promise<readonly object[]>;
/** A group of screens' texts: English bundled with them, the other languages fetched on demand. */
export interface TextsArea {
  en: readonly object[];
  tw: TextsLoader;
  pidgin: TextsLoader;
}

const shell: Record<InterfaceLanguage, TextsLoader> = {
  en: () => import('@dwa/domain/i18n/en-shell').then((m) => [m.enShell]),
  tw: () => import('@dwa/domain/i18n/tw-shell').then((m) => [m.twShell]),
  pidgin: () => import('@dwa/domain/i18n/pidgin-shell').then((m) => [m.pidginShell]),
};
const areas: TextsArea[] = [];
const fetched = new Map<TextsLoader, Promise<void>>();
/** The language being switched to: a screen whose texts arrive meanwhile loads that one. */
let wanted: InterfaceLanguage = 'en';

function fetchOnce(language: InterfaceLanguage, loader: TextsLoader) {
  let done = fetched.get(loader);
  if (!done) {
    done = loader().then((parts) => {
      for (const texts of parts) addTexts(language, texts);
    });
    fetched.set(loader, done);
    // A failed fetch (offline) may be tried again by the next screen or language switch.
    done.catch(() => fetched.delete(loader));
  }
  return done;
}

/** Set by server rendering, which holds every catalog whole: nothing is left to fetch. */
let wholeCatalogs = false;

/** Server rendering: any request may ask for any language, so every text is there from the start. */
export function addWholeCatalogs(whole: Record<InterfaceLanguage, object>) {
  for (const language of INTERFACE_LANGUAGES) addTexts(language, whole[language]);
  wholeCatalogs = true;
}

async function ensureLoaded(language: InterfaceLanguage) {
  if (wholeCatalogs) return;
  if (language === 'en') return fetchOnce('en', shell.en);
  await Promise.all([
    fetchOnce(language, shell[language]),
    ...areas.map((part) => fetchOnce(language, part[language])),
  ]);
}

/** Adds a group of screens' texts: English at once, and the language in use (or being switched
 * to) before the returned promise settles, so the screen first renders in it. It never rejects:
 * the texts module evaluates once, so a rejected `ready` would keep its screens from ever
 * loading; offline, the screen shows in English (the catalog's fallback) and the next language
 * switch or screen fetches the texts again. */
export function addTextsArea(area: TextsArea): Promise<void> {
  for (const texts of area.en) addTexts('en', texts);
  if (wholeCatalogs) return Promise.resolve();
  areas.push(area);
  return wanted === 'en' ? Promise.resolve() : fetchOnce(wanted, area[wanted]).catch(() => {});
}

/** The promise a lazy screen's loader waits for: its texts module's `ready`. */
export const textsReady = (module: { ready: Promise<void> }) => module.ready;

/** The language the page was rendered in (the server wrote it in `<html lang>`). */
export function renderedLanguage(): InterfaceLanguage {
  const lang = document.documentElement.lang;
  return (Object.keys(HTML_LANG) as InterfaceLanguage[]).find((l) => HTML_LANG[l] === lang) ?? 'en';
}

/** Before the first render: the page's language, with its catalog loaded. */
export async function initI18n(language: InterfaceLanguage = renderedLanguage()) {
  wanted = language;
  await ensureLoaded(language);
  current = language;
}

export async function changeLanguage(language: InterfaceLanguage) {
  wanted = language;
  await ensureLoaded(language);
  current = language;
  document.documentElement.lang = HTML_LANG[language];
  writePreference('lang', language);
  for (const listener of listeners) listener();
}

// ---- components ----

/** Server rendering fixes the language for one request; the browser follows the store above. */
const FixedLanguage = createContext<InterfaceLanguage | null>(null);

export function LanguageProvider(props: { language: InterfaceLanguage; children: ReactNode }) {
  return createElement(FixedLanguage.Provider, { value: props.language }, props.children);
}

const cachedTranslators = new Map<InterfaceLanguage, TFunction>();
function translatorFor(language: InterfaceLanguage) {
  let t = cachedTranslators.get(language);
  if (!t) {
    t = translator(language);
    cachedTranslators.set(language, t);
  }
  return t;
}

/** Whether a text exists for a key, in the language shown or in English. */
export const textExists = (key: string) =>
  (lookup(catalogs[current], key) ?? lookup(catalogs.en, key)) !== undefined;

/** `{ t, i18n: { language, exists } }`, re-rendering when the language changes. */
export function useTranslation() {
  const fixed = useContext(FixedLanguage);
  const live = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const language = fixed ?? live;
  return { t: translatorFor(language), i18n: { language, exists: textExists } };
}
