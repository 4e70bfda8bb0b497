// The verdict (spec): all ready 'All Systems Ready!' with Proceed to Launch; any failed 'Critical
// Issues Found' with a disabled 'Cannot Launch'; otherwise 'Warnings Present' with 'Launch with
// Warnings'. Refresh Checks and the last check's time beside it. Launching asks first; the server
// runs the checks again and records it (audited). After the launch, its date instead.
import type { PrelaunchReport } from '@dwa/domain/admin/prelaunch';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useLaunch } from './use-launch.ts';

const PANEL = {
  ready: 'border-brand',
  warnings: 'border-gold',
  failed: 'border-red-700 dark:border-red-300',
} as const;

export function VerdictPanel({
  report,
  refreshing,
  onRefresh,
  canLaunch,
}: {
  report: PrelaunchReport;
  refreshing: boolean;
  onRefresh(): void;
  canLaunch: boolean;
}) {
  const { t, i18n } = useTranslation();
  const launch = useLaunch();
  const [asking, setAsking] = useState(false);
  const { verdict } = report;
  const count = (status: string) => report.checks.filter((c) => c.status === status).length;
  const launchLabel =
    verdict === 'ready'
      ? t('adminPrelaunch.proceed')
      : verdict === 'warnings'
        ? t('adminPrelaunch.withWarnings')
        : t('adminPrelaunch.cannot');

  return (
    <section
      aria-labelledby="verdict-title"
      data-testid="prelaunch-verdict"
      className={`flex flex-col gap-3 rounded-xl border-2 bg-surface p-4 ${PANEL[verdict]}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id="verdict-title" className="font-bold text-xl" data-testid="verdict-title">
          {t(`adminPrelaunch.verdicts.${verdict}`)}
        </h2>
        <p>{t(`adminPrelaunch.verdictText.${verdict}`)}</p>
        <p className="text-sm text-subtle">
          {t('adminPrelaunch.counts', {
            ready: count('ready'),
            warning: count('warning'),
            failed: count('failed'),
          })}
        </p>
        <p className="text-sm text-subtle">
          <time dateTime={report.checkedAt} data-testid="last-check">
            {t('adminPrelaunch.lastCheck', {
              time: formatDateTime(report.checkedAt, i18n.language),
            })}
          </time>
        </p>
      </div>
      {report.launchedAt && (
        <p className="font-semibold" data-testid="launched-at">
          {t('adminPrelaunch.launched', { time: formatDateTime(report.launchedAt, i18n.language) })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" disabled={refreshing} onClick={onRefresh}>
          {refreshing ? t('adminPrelaunch.refreshing') : t('adminPrelaunch.refresh')}
        </button>
        {!report.launchedAt && canLaunch && (
          <button
            type="button"
            className="btn-primary disabled:opacity-50"
            disabled={verdict === 'failed'}
            data-testid="launch-button"
            onClick={() => {
              launch.reset();
              setAsking(true);
            }}
          >
            {launchLabel}
          </button>
        )}
      </div>
      {!report.launchedAt && !canLaunch && (
        <p className="text-sm text-subtle">{t('adminPrelaunch.onlySuperAdmin')}</p>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('adminPrelaunch.confirmTitle')}
        closeLabel={t('adminPrelaunch.close')}
        confirmLabel={launchLabel}
        pendingLabel={t('adminPrelaunch.launching')}
        cancelLabel={t('adminPrelaunch.cancel')}
        pending={launch.isPending}
        error={
          launch.error
            ? `${t('adminPrelaunch.launchError')}: ${describeError(launch.error, t)}`
            : undefined
        }
        onConfirm={() =>
          launch.mutate(undefined, {
            onSuccess: () => {
              notify('success', t('adminPrelaunch.launchedToast'));
              setAsking(false);
            },
          })
        }
      >
        <p>{t('adminPrelaunch.confirmText')}</p>
        {verdict === 'warnings' && (
          <p>{t('adminPrelaunch.confirmWarnings', { count: count('warning') })}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
