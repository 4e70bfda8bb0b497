// /admin/whatsapp: Active Sessions (up to 20, Clear Session), Recent Uploads (up to
// 20, publish / reject as the seller), Bot Settings (webhook URL, verify token, write-only access
// token and app secret, Save Configuration, the three setup boxes), and the link to the
// simulator. The tab lives in the URL; a list that fails to load says 'Error loading data' in a
// toast and offers a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { PAGE_PATHS } from '@dwa/domain/pages';
import { Link } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { BotSettingsForm } from '../../features/admin-whatsapp/bot-settings-form.tsx';
import { SessionList } from '../../features/admin-whatsapp/session-list.tsx';
import { SetupSteps } from '../../features/admin-whatsapp/setup-steps.tsx';
import { UploadList } from '../../features/admin-whatsapp/upload-list.tsx';
import { useBotSessions } from '../../features/admin-whatsapp/use-bot-sessions.ts';
import { useBotSettings } from '../../features/admin-whatsapp/use-bot-settings.ts';
import { useRecentUploads } from '../../features/admin-whatsapp/use-recent-uploads.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';
import { AdminTabs, PendingCards, useLoadErrorToast, useUrlTab } from './admin-screen.tsx';

const TABS = ['sessions', 'uploads', 'settings'] as const;

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const [tab, selectTab] = useUrlTab(TABS, 'sessions');
  const sessions = useBotSessions(tab === 'sessions');
  const uploads = useRecentUploads(tab === 'uploads');
  const settings = useBotSettings(tab === 'settings');
  // Only where WhatsApp stays in the outbox (the admin layout offers it on the same condition).
  const simulatorOn = useBotSettings(true).data?.transport === 'outbox';
  useLoadErrorToast(sessions.error, 'adminWhatsApp.loadError');
  useLoadErrorToast(uploads.error, 'adminWhatsApp.loadError');
  useLoadErrorToast(settings.error, 'adminWhatsApp.loadError');
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
        {canModerate && simulatorOn && (
          <Link to={PAGE_PATHS.adminWhatsAppSimulator} className="btn-outline shrink-0">
            {t('adminWhatsApp.simulatorLink')}
          </Link>
        )}
      </div>

      <AdminTabs
        id="whatsapp"
        label={t('adminWhatsApp.tabsLabel')}
        tabs={TABS}
        current={tab}
        text={(name) => t(`adminWhatsApp.tabs.${name}`)}
        onSelect={selectTab}
        panelClassName="flex flex-col gap-3"
      >
        {tab === 'sessions' && (
          <>
            <p className="text-sm text-subtle">{t('adminWhatsApp.sessions.intro')}</p>
            {sessions.isPending && <PendingCards />}
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
            {uploads.isPending && <PendingCards />}
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
            {settings.isPending && <PendingCards />}
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
      </AdminTabs>
    </section>
  );
}

Component.displayName = 'AdminWhatsappPage';
