// /admin/analytics: tabs Overview, Retention, Cohorts over a From/To range (the last
// 30 Accra days until the admin picks dates; tab and dates live in the URL). Every number comes
// from the server; the charts load on demand; Export CSV writes the table on screen, header
// first. A failed load says 'Error loading data' (a toast, and the field messages under From/To).
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import {
  cohortsTable,
  csvRows,
  overviewTable,
  retentionTable,
  type TextTable,
} from '../../features/admin-analytics/analytics-tables.ts';
import { csvFileName, downloadCsv } from '../../features/admin-analytics/download-csv.ts';
import { RangeFields } from '../../features/admin-analytics/range-fields.tsx';
import { TextTableView } from '../../features/admin-analytics/text-table.tsx';
import { useAnalyticsCohorts } from '../../features/admin-analytics/use-analytics-cohorts.ts';
import { useAnalyticsOverview } from '../../features/admin-analytics/use-analytics-overview.ts';
import { useAnalyticsRetention } from '../../features/admin-analytics/use-analytics-retention.ts';
import { toApiError } from '../../lib/api-error.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { AdminTabs, useLoadErrorToast, useUrlTab } from './admin-screen.tsx';

const OverviewCharts = lazy(() => import('../../features/admin-analytics/overview-charts.tsx'));

const TABS = ['overview', 'retention', 'cohorts'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function Component() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [tab] = useUrlTab(TABS, 'overview');
  const asked = {
    ...(DAY.test(params.get('from') ?? '') ? { from: params.get('from') as string } : {}),
    ...(DAY.test(params.get('to') ?? '') ? { to: params.get('to') as string } : {}),
  };
  const overview = useAnalyticsOverview(asked, tab === 'overview');
  const retention = useAnalyticsRetention(asked, tab === 'retention');
  const cohorts = useAnalyticsCohorts(asked, tab === 'cohorts');
  const current = { overview, retention, cohorts }[tab];

  const failure = current.isError ? current.error : null;
  useLoadErrorToast(failure, 'adminAnalytics.loadError');
  const fieldErrors = failure ? toApiError(failure).fields : {};

  const lang = i18n.language;
  const table: TextTable | null =
    tab === 'overview' && overview.data
      ? overviewTable(overview.data, t, lang)
      : tab === 'retention' && retention.data
        ? retentionTable(retention.data, t, lang)
        : tab === 'cohorts' && cohorts.data
          ? cohortsTable(cohorts.data, t, lang)
          : null;
  const shownRange = current.data ? { from: current.data.from, to: current.data.to } : null;

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    setParams(merged, { replace: true });
  };
  const exportCsv = () => {
    if (!table || !shownRange) return;
    downloadCsv(csvFileName(tab, shownRange.from, shownRange.to), csvRows(table));
    notify('success', t('adminAnalytics.exported'));
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('adminAnalytics.title')}</h1>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RangeFields
          from={asked.from ?? shownRange?.from ?? ''}
          to={asked.to ?? shownRange?.to ?? ''}
          errors={fieldErrors}
          onChange={(range) => update(range)}
        />
        <button
          type="button"
          className="btn-outline"
          disabled={!table || current.isPlaceholderData || current.isError}
          onClick={exportCsv}
        >
          {t('adminAnalytics.exportCsv')}
        </button>
      </div>

      <AdminTabs
        id="analytics"
        label={t('adminAnalytics.tabs.label')}
        tabs={TABS}
        current={tab}
        text={(name) => t(`adminAnalytics.tabs.${name}`)}
        onSelect={(name) => update({ tab: name })}
        busy={current.isFetching}
        panelClassName="flex flex-col gap-4"
      >
        {current.isPending && !failure && (
          <p className="text-subtle" role="status">
            {t('adminAnalytics.loading')}
          </p>
        )}
        {tab === 'overview' && overview.data && (
          <>
            <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-muted" />}>
              <OverviewCharts data={overview.data} />
            </Suspense>
            <section aria-labelledby="analytics-categories" className="flex flex-col gap-2">
              <h2 id="analytics-categories" className="font-semibold text-lg">
                {t('adminAnalytics.categories.title')}
              </h2>
              <ul className="flex flex-wrap gap-2" data-testid="analytics-categories">
                {overview.data.categories.map((c) => (
                  <li
                    key={c.category}
                    className="rounded-full border border-line bg-surface px-3 py-1 text-sm"
                    data-category={c.category}
                    data-count={c.count}
                  >
                    {t(`enums.category.${c.category}`)}{' '}
                    <span className="font-semibold tabular-nums">{formatCount(c.count)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        {tab === 'retention' && (
          <p className="text-sm text-subtle">{t('adminAnalytics.retention.explain')}</p>
        )}
        {tab === 'cohorts' && (
          <p className="text-sm text-subtle">{t('adminAnalytics.cohorts.explain')}</p>
        )}
        {table &&
          (table.rows.length === 0 ? (
            <p
              className="rounded-xl border border-line bg-surface p-4"
              data-testid="analytics-empty"
            >
              {t('adminAnalytics.empty')}
            </p>
          ) : (
            <TextTableView
              table={table}
              testId="analytics-table"
              caption={t(
                tab === 'overview'
                  ? 'adminAnalytics.table.caption'
                  : tab === 'retention'
                    ? 'adminAnalytics.retention.caption'
                    : 'adminAnalytics.cohorts.caption',
              )}
            />
          ))}
      </AdminTabs>
    </section>
  );
}

Component.displayName = 'AdminAnalyticsPage';
