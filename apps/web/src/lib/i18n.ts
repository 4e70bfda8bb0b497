// Interface language: English shell texts are bundled; Twi and Pidgin are fetched only when
// chosen, so a buyer downloads one language. The English texts of the account screens come with
// those screens (account-texts.ts). The choice lives in localStorage (a preference, not trusted
// state).
import { enShell } from '@dwa/domain/i18n/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const INTERFACE_LANGUAGES = ['en', 'tw', 'pidgin'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** `<html lang>`: Twi has its ISO code; Ghanaian Pidgin has none a browser knows, so en-GH. */
export const HTML_LANG: Record<InterfaceLanguage, string> = { en: 'en', tw: 'tw', pidgin: 'en-GH' };

const loaders = {
  tw: () => import('@dwa/domain/i18n/tw').then((m) => m.tw),
  pidgin: () => import('@dwa/domain/i18n/pidgin').then((m) => m.pidgin),
};

export function storedLanguage(): InterfaceLanguage {
  try {
    const value = localStorage.getItem('lang');
    return INTERFACE_LANGUAGES.includes(value as InterfaceLanguage)
      ? (value as InterfaceLanguage)
      : 'en';
  } catch {
    return 'en';
  }
}

async function ensureLoaded(language: InterfaceLanguage) {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language]());
}

export async function initI18n() {
  const language = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: enShell } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await changeLanguage(language);
}

export async function changeLanguage(language: InterfaceLanguage) {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  try {
    localStorage.setItem('lang', language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
