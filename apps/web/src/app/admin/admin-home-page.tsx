// /admin: the dashboard. The four cards and the entries' badges come from
// GET /api/admin/dashboard; the entries lead to every section of the back office (paths from
// packages/domain/src/pages.ts). 'Error loading data' as a toast and in place, with a retry.
import { PAGE_PATHS } from '@dwa/domain/pages';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { DashboardCards } from '../../features/admin-analytics/dashboard-cards.tsx';
import {
  DashboardEntries,
  type DashboardEntry,
} from '../../features/admin-analytics/dashboard-entries.tsx';
import { useAdminDashboard } from '../../features/admin-analytics/use-admin-dashboard.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLoadErrorToast } from './admin-screen.tsx';

/** The spec's entries first (with their badges), then the other sections. */
const ENTRIES = [
  { to: PAGE_PATHS.adminAnalytics, label: 'adminShell.nav.analytics' },
  { to: PAGE_PATHS.adminWhatsApp, label: 'adminShell.nav.whatsapp', badge: 'pendingUploads' },
  { to: PAGE_PATHS.adminRiders, label: 'adminShell.nav.riders', badge: 'requestedPayouts' },
  { to: PAGE_PATHS.adminMoney, label: 'adminShell.nav.money' },
  { to: PAGE_PATHS.adminNotifications, label: 'adminShell.nav.notifications' },
  { to: PAGE_PATHS.adminSettings, label: 'adminShell.nav.settings' },
  { to: PAGE_PATHS.adminSellers, label: 'adminShell.nav.sellers' },
  { to: PAGE_PATHS.adminProducts, label: 'adminShell.nav.products', badge: 'openReports' },
  { to: PAGE_PATHS.adminMessages, label: 'adminShell.nav.messages', badge: 'newMessages' },
  { to: PAGE_PATHS.adminAudit, label: 'adminShell.nav.audit' },
  { to: PAGE_PATHS.adminOutbox, label: 'adminShell.nav.outbox' },
  { to: PAGE_PATHS.adminPrelaunch, label: 'adminShell.nav.prelaunch' },
] as const;

export function Component() {
  const { t } = useTranslation();
  const dashboard = useAdminDashboard();
  useLoadErrorToast(dashboard.error, 'adminDashboard.loadError');
  const entries: DashboardEntry[] = ENTRIES.map((e) => ({
    to: e.to,
    label: t(e.label),
    ...('badge' in e ? { badge: e.badge } : {}),
  }));
  return (
    <section className="flex flex-col gap-6">
      <h1 className="font-bold text-2xl">{t('adminDashboard.title')}</h1>
      {dashboard.isPending ? (
        <ul
          aria-busy="true"
          className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="h-24 animate-pulse rounded-xl bg-muted" />
          ))}
        </ul>
      ) : dashboard.isError ? (
        <LoadError
          text={t('adminDashboard.loadError')}
          retryLabel={t('adminDashboard.retry')}
          onRetry={() => dashboard.refetch()}
        />
      ) : (
        <DashboardCards data={dashboard.data} />
      )}
      <DashboardEntries entries={entries} badges={dashboard.data?.badges} />
    </section>
  );
}

Component.displayName = 'AdminHomePage';
