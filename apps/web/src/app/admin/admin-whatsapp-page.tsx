// /admin/whatsapp (issue 17): Active Sessions (up to 20, Clear Session), Recent Uploads (up to
// 20, publish / reject as the seller), Bot Settings (webhook URL, verify token, write-only access
// token and app secret, Save Configuration, the three setup boxes), and the link to the
// simulator. The tab lives in the URL; a list that fails to load says 'Error loading data' in a
// toast and offers a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { PAGE_PATHS } from '@dwa/domain/pages';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { BotSettingsForm } from '../../features/admin-whatsapp/bot-settings-form.tsx';
import { SessionList } from '../../features/admin-whatsapp/session-list.tsx';
import { SetupSteps } from '../../features/admin-whatsapp/setup-steps.tsx';
import { UploadList } from '../../features/admin-whatsapp/upload-list.tsx';
import { useBotSessions } from '../../features/admin-whatsapp/use-bot-sessions.ts';
import { useBotSettings } from '../../features/admin-whatsapp/use-bot-settings.ts';
import { useRecentUploads } from '../../features/admin-whatsapp/use-recent-uploads.ts';
import { describeError } from '../../lib/api-error.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useAdmin } from './admin-layout.tsx';

const TABS = ['sessions', 'uploads', 'settings'] as const;
type Tab = (typeof TABS)[number];

function useLoadErrorToast(error: unknown) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) notify('error', t('adminWhatsApp.loadError'), describeError(error, t));
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
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'sessions';
  const sessions = useBotSessions(tab === 'sessions');
  const uploads = useRecentUploads(tab === 'uploads');
  const settings = useBotSettings(tab === 'settings');
  useLoadErrorToast(sessions.error);
  useLoadErrorToast(uploads.error);
  useLoadErrorToast(settings.error);
  const canModerate = adminCan(admin.role, 'moderate');
  const canSave = adminCan(admin.role, 'settings');
  const retry = t('adminWhatsApp.retry');
  const failed = t('adminWhatsApp.loadError');

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl">{t('adminWhatsApp.title')}</h1>
          <p className="text-subtle">{t('adminWhatsApp.intro')}</p>
        </div>
        {canModerate && (
          <Link to={PAGE_PATHS.adminWhatsAppSimulator} className="btn-outline shrink-0">
            {t('adminWhatsApp.simulatorLink')}
          </Link>
        )}
      </div>

      <div
        role="tablist"
        aria-label={t('adminWhatsApp.tabsLabel')}
        className="flex gap-1 overflow-x-auto border-line border-b"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`whatsapp-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="whatsapp-panel"
            className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-3 py-2 font-semibold text-sm ${
              tab === name ? 'border-brand text-ink' : 'border-transparent text-subtle'
            }`}
            onClick={() => {
              const next = new URLSearchParams(params);
              if (name === 'sessions') next.delete('tab');
              else next.set('tab', name);
              setParams(next, { replace: true });
            }}
          >
            {t(`adminWhatsApp.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div
        id="whatsapp-panel"
        role="tabpanel"
        aria-labelledby={`whatsapp-tab-${tab}`}
        className="flex flex-col gap-3"
      >
        {tab === 'sessions' && (
          <>
            <p className="text-sm text-subtle">{t('adminWhatsApp.sessions.intro')}</p>
            {sessions.isPending && <Pending />}
            {sessions.isError && !sessions.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void sessions.refetch()} />
            )}
            {sessions.data && sessions.data.items.length === 0 && (
              <p className="text-subtle">{t('adminWhatsApp.sessions.empty')}</p>
            )}
            {sessions.data && sessions.data.items.length > 0 && (
              <SessionList items={sessions.data.items} canClear={canModerate} />
            )}
          </>
        )}
        {tab === 'uploads' && (
          <>
            <p className="text-sm text-subtle">
              {t('adminWhatsApp.uploads.intro')}
              {uploads.data && (
                <>
                  {' '}
                  <span className="font-semibold text-ink" data-testid="uploads-pending">
                    {t('adminWhatsApp.uploads.pendingCount', {
                      count: formatCount(uploads.data.pending),
                    })}
                  </span>
                </>
              )}
            </p>
            {uploads.isPending && <Pending />}
            {uploads.isError && !uploads.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void uploads.refetch()} />
            )}
            {uploads.data && uploads.data.items.length === 0 && (
              <p className="text-subtle">{t('adminWhatsApp.uploads.empty')}</p>
            )}
            {uploads.data && uploads.data.items.length > 0 && (
              <UploadList items={uploads.data.items} canDecide={canModerate} />
            )}
          </>
        )}
        {tab === 'settings' && (
          <>
            <p className="text-sm text-subtle">{t('adminWhatsApp.settings.intro')}</p>
            {settings.isPending && <Pending />}
            {settings.isError && !settings.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void settings.refetch()} />
            )}
            {settings.data && (
              <TitledCard title={t('adminWhatsApp.tabs.settings')}>
                <BotSettingsForm
                  key={settings.data.updatedAt ?? 'none'}
                  view={settings.data}
                  canSave={canSave}
                />
              </TitledCard>
            )}
            <SetupSteps />
          </>
        )}
      </div>
    </section>
  );
}

Component.displayName = 'AdminWhatsappPage';
