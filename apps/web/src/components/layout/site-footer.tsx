import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    ['/about', t('footer.about')],
    ['/help', t('footer.help')],
    ['/contact', t('footer.contact')],
    ['/terms', t('footer.terms')],
    ['/privacy', t('footer.privacy')],
  ] as const;
  return (
    <footer className="mt-12 border-t border-line bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="font-bold">{t('app.name')}</p>
          <p className="text-sm text-subtle">{t('app.tagline')}</p>
        </div>
        <div>
          <h2 className="font-semibold text-sm">{t('footer.hoursTitle')}</h2>
          <p className="text-sm text-subtle">{t('footer.hours')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {links.map(([to, label]) => (
              <li key={to}>
                <Link
                  to={to}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-6 text-center text-xs text-subtle">
        {t('footer.madeIn', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
