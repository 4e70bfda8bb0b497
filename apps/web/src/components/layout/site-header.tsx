// Shared header (spec section 2): logo, Home/Sell/About, the account links, language, data saver
// and theme.
// Under 768 px everything but the logo folds into a toggle menu; without JavaScript (no toggle)
// it stays unfolded below the logo, with the links only (the pickers need JavaScript), and the
// header scrolls away instead of taking a third of the screen.
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Deferred } from '../../lib/deferred-hydration.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { AccountLinks } from './account-links.tsx';
import { DataSaverToggle } from './data-saver-toggle.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import { ThemePicker } from './theme-picker.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-muted ${isActive ? 'text-brand' : ''}`;

export function SiteHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur max-md:no-js:static">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 max-md:no-js:flex-wrap">
        <Logo label={`${t('app.name')} — ${t('nav.home')}`} />
        <button
          ref={toggleRef}
          type="button"
          className="btn-ghost md:hidden no-js:hidden"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          data-testid="menu-toggle"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div
          id="site-menu"
          className={`${open ? 'flex' : 'hidden no-js:flex'} absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-surface p-4 shadow-lg max-md:no-js:static max-md:no-js:basis-full max-md:no-js:border-0 max-md:no-js:p-0 max-md:no-js:shadow-none md:static md:flex md:flex-1 md:flex-row md:items-center md:justify-between md:border-0 md:p-0 md:shadow-none`}
        >
          {/* The header hydrates after the page and its parts one task each (decision 033):
              together they were one of the longest tasks on a slow phone. */}
          <Deferred>
            <nav aria-label={t('nav.mainNavigation')} className="md:ml-6">
              <ul className="flex flex-col gap-1 md:flex-row">
                <li>
                  <NavLink to="/" end className={navClass}>
                    {t('nav.home')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/sell" className={navClass}>
                    {t('nav.sell')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/about" className={navClass}>
                    {t('nav.about')}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </Deferred>
          <div className="flex flex-wrap items-center gap-2">
            <Deferred>
              <div className="contents">
                <AccountLinks />
              </div>
            </Deferred>
            <Deferred>
              <div className="contents no-js:hidden">
                <LanguagePicker />
                <DataSaverToggle />
                <ThemePicker />
              </div>
            </Deferred>
          </div>
        </div>
      </div>
    </header>
  );
}
