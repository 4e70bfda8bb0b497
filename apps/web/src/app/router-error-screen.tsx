import { useTranslation } from '../lib/i18n.ts';

/** Shown when a route throws while rendering or loading. Deliberately plain: the app around it
 * may be what broke. A full page load home starts clean. */
export function RouterErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">{t('routerError.title')}</h1>
      <p className="mt-2 text-subtle">{t('routerError.text')}</p>
      <a href="/" className="btn-primary mt-6">
        {t('routerError.goHome')}
      </a>
    </main>
  );
}
