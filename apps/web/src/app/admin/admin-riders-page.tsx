// /admin/riders: search riders (name, WhatsApp number, base location), the platform's
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
import { useTranslation } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useAdmin } from './admin-layout.tsx';
import { AdminTabs, PendingCards, useLoadErrorToast, useUrlTab } from './admin-screen.tsx';

const TABS = ['riders', 'jobs', 'payouts'] as const;

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const [params, setParams] = useSearchParams();
  const [tab, selectTab] = useUrlTab(TABS, 'riders');
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
  useLoadErrorToast(riders.error, 'adminRiders.loadError');
  useLoadErrorToast(jobs.error, 'adminRiders.loadError');
  useLoadErrorToast(payouts.error, 'adminRiders.loadError');
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
            if (tab !== 'riders') selectTab('riders');
          }}
        />
      </search>
      <RiderCounters counters={riders.data?.counters} />

      <AdminTabs
        id="riders"
        label={t('adminRiders.tabsLabel')}
        tabs={TABS}
        current={tab}
        text={(name) => t(`adminRiders.tabs.${name}`)}
        onSelect={selectTab}
        panelClassName="flex flex-col gap-3"
      >
        {tab === 'riders' && (
          <>
            {riders.isPending && <PendingCards />}
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
            {jobs.isPending && <PendingCards />}
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
            {payouts.isPending && <PendingCards />}
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
      </AdminTabs>
    </section>
  );
}

Component.displayName = 'AdminRidersPage';
