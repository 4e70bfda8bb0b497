// /admin/riders (issue 17): search riders (name, WhatsApp number, base location), the platform's
// four counters, and three tabs: Riders (verify / unverify), Delivery Jobs (the latest 50, cancel
// with a reason), Payouts (approve / reject while requested). Tab and search live in the URL.
// A list that fails to load says 'Error loading data' in a toast and offers a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { JobTable } from '../../features/admin-riders/job-table.tsx';
import { PayoutTable } from '../../features/admin-riders/payout-table.tsx';
import { RiderCounters } from '../../features/admin-riders/rider-counters.tsx';
import { RiderTable } from '../../features/admin-riders/rider-table.tsx';
import { useAdminPayouts } from '../../features/admin-riders/use-admin-payouts.ts';
import { useAdminRiders } from '../../features/admin-riders/use-admin-riders.ts';
import { useDeliveryJobs } from '../../features/admin-riders/use-delivery-jobs.ts';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useAdmin } from './admin-layout.tsx';

const TABS = ['riders', 'jobs', 'payouts'] as const;
type Tab = (typeof TABS)[number];

/** The spec's 'Error loading data' toast, once per failure, with the server's reason. */
function useLoadErrorToast(error: unknown) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) notify('error', t('adminRiders.loadError'), describeError(error, t));
  }, [error, t]);
}

function Pending() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div className="h-20 animate-pulse rounded-xl bg-muted" />
      <div className="h-20 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'riders';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the settled search only
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) update({ q });
  }, [q]);

  const riders = useAdminRiders(q);
  const jobs = useDeliveryJobs(tab === 'jobs');
  const payouts = useAdminPayouts(tab === 'payouts');
  useLoadErrorToast(riders.error);
  useLoadErrorToast(jobs.error);
  useLoadErrorToast(payouts.error);
  const canModerate = adminCan(admin.role, 'moderate');
  const canMoveMoney = adminCan(admin.role, 'money');
  const retry = t('adminRiders.retry');
  const failed = t('adminRiders.loadError');

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('adminRiders.title')}</h1>
        <p className="text-subtle">{t('adminRiders.intro')}</p>
      </div>
      <search className="flex flex-col gap-1">
        <label htmlFor="admin-rider-search" className="font-medium text-sm">
          {t('adminRiders.searchLabel')}
        </label>
        <input
          id="admin-rider-search"
          type="search"
          className={inputClass}
          value={search}
          maxLength={100}
          placeholder={t('adminRiders.searchPlaceholder')}
          onChange={(e) => {
            setSearch(e.target.value);
            if (tab !== 'riders') update({ tab: '' });
          }}
        />
      </search>
      <RiderCounters counters={riders.data?.counters} />

      <div
        role="tablist"
        aria-label={t('adminRiders.tabsLabel')}
        className="flex gap-1 overflow-x-auto border-line border-b"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`riders-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="riders-panel"
            className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-3 py-2 font-semibold text-sm ${
              tab === name ? 'border-brand text-ink' : 'border-transparent text-subtle'
            }`}
            onClick={() => update({ tab: name === 'riders' ? '' : name })}
          >
            {t(`adminRiders.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div
        id="riders-panel"
        role="tabpanel"
        aria-labelledby={`riders-tab-${tab}`}
        className="flex flex-col gap-3"
      >
        {tab === 'riders' && (
          <>
            {riders.isPending && <Pending />}
            {riders.isError && !riders.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void riders.refetch()} />
            )}
            {riders.data && riders.data.items.length === 0 && (
              <p className="text-subtle">{t('adminRiders.riders.empty')}</p>
            )}
            {riders.data && riders.data.items.length > 0 && (
              <div aria-busy={riders.isFetching} className="flex flex-col gap-2">
                {riders.data.items.length >= riders.data.limit && (
                  <p className="text-sm text-subtle">
                    {t('adminRiders.riders.limitNote', { count: riders.data.limit })}
                  </p>
                )}
                <RiderTable items={riders.data.items} canModerate={canModerate} />
              </div>
            )}
          </>
        )}
        {tab === 'jobs' && (
          <>
            <p className="text-sm text-subtle">{t('adminRiders.jobs.intro')}</p>
            {jobs.isPending && <Pending />}
            {jobs.isError && !jobs.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void jobs.refetch()} />
            )}
            {jobs.data && jobs.data.items.length === 0 && (
              <p className="text-subtle">{t('adminRiders.jobs.empty')}</p>
            )}
            {jobs.data && jobs.data.items.length > 0 && (
              <JobTable items={jobs.data.items} canModerate={canModerate} />
            )}
          </>
        )}
        {tab === 'payouts' && (
          <>
            <p className="text-sm text-subtle">{t('adminRiders.payouts.intro')}</p>
            {!canMoveMoney && (
              <p className="text-sm" data-testid="payouts-read-only">
                {t('adminRiders.payouts.readOnly')}
              </p>
            )}
            {payouts.isPending && <Pending />}
            {payouts.isError && !payouts.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void payouts.refetch()} />
            )}
            {payouts.data && payouts.data.items.length === 0 && (
              <p className="text-subtle">{t('adminRiders.payouts.empty')}</p>
            )}
            {payouts.data && payouts.data.items.length > 0 && (
              <PayoutTable items={payouts.data.items} canDecide={canMoveMoney} />
            )}
          </>
        )}
      </div>
    </section>
  );
}

Component.displayName = 'AdminRidersPage';
