// The dashboard's entries: every back-office section (the layout's list), with a badge where
// something waits: pending uploads, requested payouts, open reports, new messages.
import type { AdminDashboard } from '@dwa/domain/admin/analytics';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

type Badge = keyof AdminDashboard['badges'];

export interface DashboardEntry {
  to: string;
  label: string;
  badge?: Badge;
}

export function DashboardEntries({
  entries,
  badges,
}: {
  entries: readonly DashboardEntry[];
  badges: AdminDashboard['badges'] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="admin-entries-title" className="flex flex-col gap-3">
      <h2 id="admin-entries-title" className="font-semibold text-lg">
        {t('adminDashboard.sections')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => {
          const count = entry.badge && badges ? badges[entry.badge] : 0;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                data-testid="admin-entry"
                className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 font-semibold hover:bg-muted"
              >
                <span>{entry.label}</span>
                {entry.badge && count > 0 && (
                  <span
                    data-testid={`admin-badge-${entry.badge}`}
                    className="rounded-full bg-brand px-2 py-0.5 text-brand-ink text-sm tabular-nums"
                  >
                    <span aria-hidden="true">{formatCount(count)}</span>
                    <span className="sr-only">
                      {t(`adminDashboard.badges.${entry.badge}`, { count: formatCount(count) })}
                    </span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
