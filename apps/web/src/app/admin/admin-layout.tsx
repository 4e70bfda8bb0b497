// Layout of the admin back office, under the guard: who is signed in (e-mail and
// role), the sections (a sidebar on desktop, a menu button on phones), then the screen. The
// admin is handed on to the screens as outlet context (useAdmin).
import type { SessionUser } from '@dwa/domain/auth';
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { useBotSettings } from '../../features/admin-whatsapp/use-bot-settings.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLogout } from '../../lib/use-logout.ts';

export type SignedInAdmin = Extract<SessionUser, { type: 'admin' }>;

/** Every screen of the back office, in the order the spec's dashboard lists them. */
export const ADMIN_SECTIONS = [
  { to: '/admin', end: true, label: 'adminShell.nav.dashboard' },
  { to: '/admin/analytics', end: false, label: 'adminShell.nav.analytics' },
  { to: '/admin/whatsapp', end: true, label: 'adminShell.nav.whatsapp' },
  { to: '/admin/riders', end: false, label: 'adminShell.nav.riders' },
  { to: '/admin/money', end: false, label: 'adminShell.nav.money' },
  { to: '/admin/orders', end: false, label: 'adminShell.nav.orders' },
  { to: '/admin/notifications', end: false, label: 'adminShell.nav.notifications' },
  { to: '/admin/settings', end: false, label: 'adminShell.nav.settings' },
  { to: '/admin/sellers', end: false, label: 'adminShell.nav.sellers' },
  { to: '/admin/products', end: false, label: 'adminShell.nav.products' },
  { to: '/admin/messages', end: false, label: 'adminShell.nav.messages' },
  { to: '/admin/audit', end: false, label: 'adminShell.nav.audit' },
  { to: '/admin/outbox', end: false, label: 'adminShell.nav.outbox' },
  { to: '/admin/prelaunch', end: false, label: 'adminShell.nav.prelaunch' },
  { to: '/admin/whatsapp/simulator', end: false, label: 'adminShell.nav.simulator' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-semibold text-sm ${
    isActive ? 'bg-brand text-brand-ink' : 'text-ink hover:bg-muted'
  }`;

export function Component() {
  const { t } = useTranslation();
  const admin = useOutletContext<SignedInAdmin>();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  // The simulator exists only where WhatsApp stays in the outbox (never in production): the
  // server does not even mount it elsewhere, so its section is not offered.
  const simulatorOn = useBotSettings(true).data?.transport === 'outbox';
  const sections = ADMIN_SECTIONS.filter(
    (section) => simulatorOn || section.to !== '/admin/whatsapp/simulator',
  );
  // A phone's menu closes once a section is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="flex flex-col gap-4" data-testid="admin-layout">
      <header className="flex flex-wrap items-center justify-between gap-3 border-line border-b pb-3">
        <div className="flex min-w-0 flex-col">
          <p className="text-sm text-subtle">{t('adminShell.area')}</p>
          <p className="font-semibold [overflow-wrap:anywhere]" data-testid="admin-identity">
            {t('adminShell.signedInAs', { email: admin.email })} ·{' '}
            {t(`adminShell.role.${admin.role === 'support' ? 'support' : 'super_admin'}`)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn-outline md:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? t('adminShell.closeMenu') : t('adminShell.menu')}
          </button>
          {/* The site header has Logout on desktop; on phones it sits behind the header's menu. */}
          <button
            type="button"
            className="btn-outline md:hidden"
            disabled={logout.isPending}
            onClick={() => void logout.logout()}
          >
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <nav
          id={navId}
          aria-label={t('adminShell.navLabel')}
          className={`${menuOpen ? 'block' : 'hidden'} md:sticky md:top-4 md:block md:w-56 md:shrink-0`}
        >
          <ul className="flex flex-col gap-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={linkClass}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet context={admin} />
        </div>
      </div>
    </div>
  );
}

Component.displayName = 'AdminLayout';

/** The signed-in admin, in any screen under the layout. */
export const useAdmin = () => useOutletContext<SignedInAdmin>();
