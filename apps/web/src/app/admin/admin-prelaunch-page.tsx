// /admin/prelaunch: the 13 checks the server runs, the verdict with its launch button,
// Refresh Checks and the last check's time. The checks show as soon as the server has them (no
// made-up delay); a failure to load says 'Error loading data' with a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { CheckList } from '../../features/admin-prelaunch/check-list.tsx';
import { usePrelaunch } from '../../features/admin-prelaunch/use-prelaunch.ts';
import { VerdictPanel } from '../../features/admin-prelaunch/verdict-panel.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';
import { useLoadErrorToast } from './admin-screen.tsx';

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const report = usePrelaunch();
  useLoadErrorToast(report.error, 'adminPrelaunch.loadError');
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('adminPrelaunch.title')}</h1>
        <p className="text-subtle">{t('adminPrelaunch.intro')}</p>
      </div>
      {report.isPending && (
        <p role="status" className="text-subtle">
          {t('adminPrelaunch.loading')}
        </p>
      )}
      {report.isError && !report.data && (
        <LoadError
          text={t('adminPrelaunch.loadError')}
          retryLabel={t('adminPrelaunch.retry')}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && (
        <div aria-busy={report.isFetching} className="flex flex-col gap-4">
          <VerdictPanel
            report={report.data}
            refreshing={report.isFetching}
            onRefresh={() => void report.refetch()}
            canLaunch={adminCan(admin.role, 'settings')}
          />
          <CheckList checks={report.data.checks} />
        </div>
      )}
    </section>
  );
}

Component.displayName = 'AdminPrelaunchPage';
