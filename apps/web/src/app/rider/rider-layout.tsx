// Layout of the signed-in rider's screens (under the guard): the greeting with the rider's name,
// the sections (dashboard, jobs, profile), then the screen. The rider is handed on to
// the screens as outlet context.
import type { SessionUser } from '@dwa/domain/auth';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';

export type SignedInRider = Extract<SessionUser, { type: 'rider' }>;

const SECTIONS = [
  { to: '/rider', end: true, label: 'riderCenter.nav.dashboard' },
  { to: '/rider/jobs', end: false, label: 'riderCenter.nav.jobs' },
  { to: '/rider/profile', end: false, label: 'riderCenter.nav.profile' },
] as const;

export function Component() {
  const { t } = useTranslation();
  const rider = useOutletContext<SignedInRider>();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <div className="flex min-w-0 flex-col">
          <p className="text-sm text-subtle">{t('rider.dashboardTitle')}</p>
          <h1 className="font-bold text-2xl">{t('rider.welcome', { name: rider.name })}</h1>
        </div>
        <nav aria-label={t('riderCenter.nav.label')} className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className="chip">
              {t(section.label)}
            </NavLink>
          ))}
        </nav>
      </header>
      <Outlet context={rider} />
    </div>
  );
}

Component.displayName = 'RiderLayout';

/** The signed-in rider, in any screen under the layout. */
export const useRider = () => useOutletContext<SignedInRider>();
