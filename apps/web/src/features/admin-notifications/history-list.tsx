// History: the newest 50 notifications and manual messages as cards (readable at 360 px): event
// (a template's Test WhatsApp as that template's test), recipient, status, time, the message cut
// at 100 characters, and an Open WhatsApp link.
import { previewText } from '@dwa/domain/admin/whatsapp';
import type { NotificationHistoryEntry } from '@dwa/domain/notifications';
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

const statusTone = {
  queued: 'border-gold text-gold',
  sent: 'border-brand text-brand',
  failed:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
} as const;

export function HistoryList({ items }: { items: NotificationHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="history-item"
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {item.templateTest
                ? t('adminNotifications.history.templateTest', {
                    event: t(`enums.notificationEvent.${item.templateTest.eventType}`),
                    language: t(`language.${item.templateTest.language}`),
                  })
                : item.eventType === 'manual'
                  ? t('adminNotifications.history.manual')
                  : t(`enums.notificationEvent.${item.eventType}`)}
            </p>
            <span
              className={`inline-flex items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${statusTone[item.status]}`}
            >
              {t(`admin.outboxStatus.${item.status}`)}
            </span>
          </div>
          <p className="text-sm">
            <span className="text-subtle">{t('adminNotifications.history.to')}: </span>
            <span className="font-mono">{formatPhoneDisplay(item.to)}</span>
            {item.sellerName && <> · {item.sellerName}</>}
          </p>
          <p className="break-words" data-testid="history-text">
            {previewText(item.text)}
          </p>
          {item.error && (
            <p className="break-words text-red-700 text-sm dark:text-red-300">
              {t('adminNotifications.history.error')}: {item.error}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <time dateTime={item.createdAt} className="text-subtle">
              {formatDateTime(item.createdAt, i18n.language)}
            </time>
            <a
              href={item.whatsappLink ?? buildWaMeLink(item.to, item.text)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline"
            >
              {t('adminNotifications.history.openWhatsApp')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
