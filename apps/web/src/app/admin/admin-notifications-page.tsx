// /admin/notifications (issue 17): three tabs. Templates: one language at a time (en / tw /
// pidgin), each event's template with its active switch, Edit → Save / Cancel, Preview WhatsApp
// and Test WhatsApp. Send Manual: a number and a message, sent through the outbox. History: the
// newest 50 with Open WhatsApp. Tab and language live in the URL; a list that fails to load says
// 'Error loading data' in a toast and offers a retry.
import { adminCan } from '@dwa/domain/admin/roles';
import { LANGUAGES, type Language } from '@dwa/domain/enums';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { HistoryList } from '../../features/admin-notifications/history-list.tsx';
import { ManualSendForm } from '../../features/admin-notifications/manual-send-form.tsx';
import { TemplateCard } from '../../features/admin-notifications/template-card.tsx';
import { useNotificationHistory } from '../../features/admin-notifications/use-notification-history.ts';
import { useTemplates } from '../../features/admin-notifications/use-templates.ts';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useAdmin } from './admin-layout.tsx';

const TABS = ['templates', 'manual', 'history'] as const;
type Tab = (typeof TABS)[number];

function useLoadErrorToast(error: unknown) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) notify('error', t('adminNotifications.loadError'), describeError(error, t));
  }, [error, t]);
}

function Pending() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'templates';
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
  useLoadErrorToast(templates.error);
  useLoadErrorToast(history.error);
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

      <div
        role="tablist"
        aria-label={t('adminNotifications.tabsLabel')}
        className="flex gap-1 overflow-x-auto border-line border-b"
      >
        {visibleTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`notifications-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="notifications-panel"
            className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-3 py-2 font-semibold text-sm ${
              tab === name ? 'border-brand text-ink' : 'border-transparent text-subtle'
            }`}
            onClick={() => update({ tab: name === 'templates' ? '' : name })}
          >
            {t(`adminNotifications.tabs.${name}`)}
          </button>
        ))}
      </div>

      <div
        id="notifications-panel"
        role="tabpanel"
        aria-labelledby={`notifications-tab-${tab}`}
        className="flex flex-col gap-3"
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
            {templates.isPending && <Pending />}
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
            {history.isPending && <Pending />}
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
      </div>
    </section>
  );
}

Component.displayName = 'AdminNotificationsPage';
