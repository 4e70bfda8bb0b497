// /rider/jobs: New Jobs (requested, in the rider's zones, only while online), Assigned (the
// rider's accepted and picked-up jobs: the dashboard's active jobs) and History (delivered ones
// waiting for the seller first, then finished ones, 20 in all; decision 064), each with its count.
// The tab is in the URL (?tab=assigned), so Back and a shared link keep it. The board is asked
// again every 20 s while visible and after every move; the availability switch is the
// dashboard's own, so going online here is the same saved change.
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AvailabilitySwitch } from '../../features/rider-dashboard/availability-switch.tsx';
import { useRiderDashboard } from '../../features/rider-dashboard/use-rider-dashboard.ts';
import { useSetAvailability } from '../../features/rider-dashboard/use-set-availability.ts';
import { JOB_TABS, type JobTab, tabCounts, tabOf } from '../../features/rider-jobs/job-actions.ts';
import { JobCard } from '../../features/rider-jobs/job-card.tsx';
import { useRiderJobs } from '../../features/rider-jobs/use-rider-jobs.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const board = useRiderJobs();
  const dashboard = useRiderDashboard();
  const availability = useSetAvailability();
  const unverifiedId = useId();
  const data = board.data;
  // Online as the dashboard says (it moves at once with the switch), else as the board says.
  const online = dashboard.data?.online ?? data?.online ?? false;
  const canAccept = dashboard.data?.isVerified ?? true;
  const counts = data ? tabCounts(data) : null;
  const jobs = data ? (tab === 'newJobs' ? (online ? data.newJobs : []) : data[tab]) : [];
  const show = (next: JobTab) => setParams(next === 'newJobs' ? {} : { tab: next });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-xl">{t('riderCenter.jobs.title')}</h2>
        <button
          type="button"
          className="btn-ghost px-3"
          onClick={() => void board.refetch()}
          disabled={board.isFetching}
        >
          {t('riderCenter.jobs.refresh')}
        </button>
      </div>
      {dashboard.data && (
        <AvailabilitySwitch
          online={dashboard.data.online}
          pending={availability.isPending}
          onChange={(next) => availability.mutate(next)}
        />
      )}
      {dashboard.data && !dashboard.data.isVerified && (
        <div id={unverifiedId}>
          <FormAlert tone="info" testId="jobs-unverified">
            {t('riderCenter.jobs.unverified')}{' '}
            <Link to="/rider/profile" className="font-semibold underline">
              {t('riderCenter.dashboard.verification.action')}
            </Link>
          </FormAlert>
        </div>
      )}
      <nav aria-label={t('riderCenter.jobs.tabsLabel')} className="flex flex-wrap gap-2">
        {JOB_TABS.map((name) => (
          <Link
            key={name}
            to={{ search: name === 'newJobs' ? '' : `?tab=${name}` }}
            replace
            aria-current={tab === name ? 'page' : undefined}
            className="chip"
            data-testid={`tab-${name}`}
          >
            {t(`riderCenter.jobs.tabs.${name}`)}
            {counts && ` (${counts[name]})`}
          </Link>
        ))}
      </nav>
      {board.isPending && (
        <div aria-hidden="true" className="grid gap-3 lg:grid-cols-2">
          <div className="h-56 animate-pulse rounded-xl bg-muted" />
          <div className="h-56 animate-pulse rounded-xl bg-muted" />
        </div>
      )}
      {board.isError && !data && (
        <LoadError
          text={t('riderCenter.jobs.loadError')}
          retryLabel={t('riderCenter.retry')}
          onRetry={() => void board.refetch()}
        />
      )}
      {board.isError && data && (
        <FormAlert tone="error">{t('riderCenter.jobs.loadError')}</FormAlert>
      )}
      {data && tab === 'newJobs' && !online ? (
        <section
          aria-labelledby="jobs-offline-title"
          data-testid="jobs-offline"
          className="flex flex-col items-start gap-2 rounded-xl border border-line bg-surface p-6"
        >
          <h3 id="jobs-offline-title" className="font-semibold text-lg">
            {t('riderCenter.jobs.offlineTitle')}
          </h3>
          <p className="text-sm text-subtle">{t('riderCenter.jobs.offlineText')}</p>
          <button
            type="button"
            className="btn-primary disabled:opacity-50"
            onClick={() => availability.mutate(true)}
            disabled={availability.isPending}
          >
            {t('riderCenter.jobs.goOnline')}
          </button>
        </section>
      ) : (
        data &&
        (jobs.length === 0 ? (
          <p
            className="rounded-xl border border-line bg-surface p-6 text-subtle"
            data-testid="jobs-empty"
          >
            {t(`riderCenter.jobs.empty.${tab}`)}
          </p>
        ) : (
          <ul className="grid items-start gap-3 lg:grid-cols-2" data-testid={`jobs-${tab}`}>
            {jobs.map((job) => (
              <li key={job.id} className="min-w-0">
                <JobCard
                  job={job}
                  tab={tab}
                  canAccept={canAccept}
                  cannotAcceptId={canAccept ? undefined : unverifiedId}
                  onAccepted={() => show('assigned')}
                />
              </li>
            ))}
          </ul>
        ))
      )}
    </div>
  );
}

Component.displayName = 'RiderJobsPage';
