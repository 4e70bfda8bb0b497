// /admin/settings: Platform Settings. Contacts and banner, business hours (a super
// admin's `settings`), prices and commission (`money`: read-only otherwise), and live streams.
// Loading fails with the spec's 'Error loading data' and a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { ContactsCard } from '../../features/admin-settings/contacts-card.tsx';
import { HoursCard } from '../../features/admin-settings/hours-card.tsx';
import { LiveStreamsCard } from '../../features/admin-settings/live-streams-card.tsx';
import { MoneyCard } from '../../features/admin-settings/money-card.tsx';
import { useAdminSettings } from '../../features/admin-settings/use-admin-settings.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const settings = useAdminSettings();
  const canSettings = adminCan(admin.role, 'settings');
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('adminSettings.title')}</h1>
        <p className="text-subtle">{t('adminSettings.intro')}</p>
      </div>
      {settings.isPending && (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <div className="h-64 animate-pulse rounded-xl bg-muted" />
          <div className="h-48 animate-pulse rounded-xl bg-muted" />
        </div>
      )}
      {settings.isError && !settings.data && (
        <LoadError
          text={t('adminSettings.loadError')}
          retryLabel={t('adminSettings.retry')}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          {/* Keyed by revision: a form starts again from what another admin saved. */}
          <ContactsCard
            key={`contacts-${settings.data.platformRevision}`}
            settings={settings.data}
            canEdit={canSettings}
          />
          <HoursCard
            key={`hours-${settings.data.platformRevision}`}
            settings={settings.data}
            canEdit={canSettings}
          />
          <MoneyCard
            key={`money-${settings.data.moneyRevision}`}
            settings={settings.data}
            canEdit={adminCan(admin.role, 'money')}
          />
          <LiveStreamsCard canEdit={canSettings} />
        </div>
      )}
    </section>
  );
}

Component.displayName = 'AdminSettingsPage';
