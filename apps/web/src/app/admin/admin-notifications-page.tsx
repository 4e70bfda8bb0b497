// /admin/notifications: three tabs. Templates: one language at a time (en / tw /
// pidgin), each event's template with its active switch, Edit → Save / Cancel, Preview WhatsApp
// and Test WhatsApp. Send Manual: a number and a message, sent through the outbox. History: the
// newest 50 with Open WhatsApp. Tab and language live in the URL; a list that fails to load says
// 'Error loading data' in a toast and offers a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { LANGUAGES, type Language } from '@dwa/domain/enums';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { HistoryList } from '../../features/admin-notifications/history-list.tsx';
import { ManualSendForm } from '../../features/admin-notifications/manual-send-form.tsx';
import { TemplateCard } from '../../features/admin-notifications/template-card.tsx';
import { useNotificationHistory } from '../../features/admin-notifications/use-notification-history.ts';
import { useTemplates } from '../../features/admin-notifications/use-templates.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdmin } from './admin-layout.tsx';
import { AdminTabs, PendingCards, useLoadErrorToast, useUrlTab } from './admin-screen.tsx';

const TABS = ['templates', 'manual', 'history'] as const;

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const [params, setParams] = useSearchParams();
  const [tab, selectTab] = useUrlTab(TABS, 'templates');
  const language: Language = LANGUAGES.find((x) => x === params.get('lang')) ?? 'en';
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  const templates = useTemplates();
  const history = useNotificationHistory(tab === 'history');
  useLoadErrorToast(templates.error, 'adminNotifications.loadError');
  useLoadErrorToast(history.error, 'adminNotifications.loadError');
  const canEdit = adminCan(admin.role, 'settings');
  const canSend = adminCan(admin.role, 'moderate');
  const retry = t('adminNotifications.retry');
  const failed = t('adminNotifications.loadError');
  const shown = templates.data?.items.filter((x) => x.language === language) ?? [];
  const visibleTabs = TABS.filter((name) => name !== 'manual' || canSend);

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('adminNotifications.title')}</h1>
        <p className="text-subtle">{t('adminNotifications.intro')}</p>
      </div>

      <AdminTabs
        id="notifications"
        label={t('adminNotifications.tabsLabel')}
        tabs={visibleTabs}
        current={tab}
        text={(name) => t(`adminNotifications.tabs.${name}`)}
        onSelect={selectTab}
        panelClassName="flex flex-col gap-3"
      >
        {tab === 'templates' && (
          <>
            <p className="text-sm text-subtle">{t('adminNotifications.templates.intro')}</p>
            {!canEdit && (
              <p className="text-sm" data-testid="templates-read-only">
                {t('adminNotifications.templates.readOnly')}
              </p>
            )}
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t('adminNotifications.templates.languageLabel')}</legend>
              {LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  aria-pressed={language === code}
                  className={language === code ? 'btn-primary' : 'btn-outline'}
                  onClick={() => update({ lang: code === 'en' ? '' : code })}
                >
                  {t(`language.${code}`)}
                </button>
              ))}
            </fieldset>
            {templates.isPending && <PendingCards height="h-32" />}
            {templates.isError && !templates.data && (
              <LoadError
                text={failed}
                retryLabel={retry}
                onRetry={() => void templates.refetch()}
              />
            )}
            {templates.data && shown.length === 0 && (
              <p className="text-subtle">{t('adminNotifications.templates.empty')}</p>
            )}
            {shown.length > 0 && (
              <ul className="grid items-start gap-3 lg:grid-cols-2">
                {shown.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    canEdit={canEdit}
                    canTest={canSend}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        {tab === 'manual' && canSend && <ManualSendForm />}
        {tab === 'history' && (
          <>
            <p className="text-sm text-subtle">{t('adminNotifications.history.intro')}</p>
            {history.isPending && <PendingCards height="h-32" />}
            {history.isError && !history.data && (
              <LoadError text={failed} retryLabel={retry} onRetry={() => void history.refetch()} />
            )}
            {history.data && history.data.items.length === 0 && (
              <p className="text-subtle">{t('adminNotifications.history.empty')}</p>
            )}
            {history.data && history.data.items.length > 0 && (
              <HistoryList items={history.data.items} />
            )}
          </>
        )}
      </AdminTabs>
    </section>
  );
}

Component.displayName = 'AdminNotificationsPage';
