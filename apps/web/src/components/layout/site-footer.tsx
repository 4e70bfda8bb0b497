// Shared footer: the brand, business hours (spec text) and links to every public content page,
// in two groups (about Dwa; support). The labels are shell texts (en.ts `footer`, listing/
// `footerLinks`), so the footer never waits for the content pages' own texts.

import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';

const GROUPS = [
  {
    title: 'footerLinks.pages',
    links: [
      ['/about', 'footer.about'],
      ['/how-it-works', 'footerLinks.howItWorks'],
      ['/sell', 'footerLinks.sell'],
      ['/boost', 'footerLinks.boost'],
    ],
  },
  {
    title: 'footerLinks.support',
    links: [
      ['/help', 'footer.help'],
      ['/contact', 'footer.contact'],
      ['/return-policy', 'footerLinks.returns'],
      ['/terms', 'footer.terms'],
      ['/privacy', 'footer.privacy'],
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-line bg-muted/50 [content-visibility:auto] [contain-intrinsic-block-size:auto_20rem]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-bold">{t('app.name')}</p>
          <p className="text-sm text-subtle">{t('app.tagline')}</p>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="font-semibold text-sm">{t('footer.hoursTitle')}</h2>
          <p className="text-sm text-subtle">{t('footer.hours')}</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="font-semibold text-sm">{t(group.title)}</h2>
            <ul className="flex flex-col text-sm">
              {group.links.map(([to, label]) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                  >
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="pb-6 text-center text-xs text-subtle">
        {t('footer.madeIn', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
