// The outbox as a list of cards (readable at 360 px, no sideways table scrolling).

import type { OutboxEntry } from '@dwa/domain/outbox';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useOutbox } from './use-outbox.ts';

export function OutboxList() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox();
  if (outbox.isPending) return <p role="status">{t('labels.loading')}</p>;
  if (outbox.isError) {
    return (
      <FormAlert tone="error">
        {t('admin.loadError')}: {outbox.error.message}
      </FormAlert>
    );
  }
  const items = outbox.data.items;
  if (items.length === 0) return <p className="text-subtle">{t('admin.outboxEmpty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="outbox-item"
          className="rounded-xl border border-line bg-surface p-3"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-subtle">{t('admin.recipient')}</dt>
            <dd className="font-mono">{item.to}</dd>
            <dt className="text-subtle">{t('admin.status')}</dt>
            <dd data-testid="outbox-status">{t(`admin.outboxStatus.${item.status}`)}</dd>
            <dt className="text-subtle">{t('admin.attempts')}</dt>
            <dd data-testid="outbox-attempts">{formatCount(item.attempts)}</dd>
            {item.deliveryStatus && (
              <>
                <dt className="text-subtle">{t('admin.deliveryStatus')}</dt>
                <dd data-testid="outbox-delivery">
                  {t(`admin.outboxDelivery.${item.deliveryStatus}`)}
                </dd>
              </>
            )}
            {item.error && (
              <>
                <dt className="text-subtle">{t('admin.providerAnswer')}</dt>
                <dd className="break-words" data-testid="outbox-error">
                  {item.error}
                </dd>
              </>
            )}
            <MetaReason item={item} />
            {item.heldSince && (
              <>
                <dt className="text-subtle">{t('admin.heldSince')}</dt>
                <dd data-testid="outbox-held">
                  <time dateTime={item.heldSince}>
                    {formatDateTime(item.heldSince, i18n.language)}
                  </time>
                  <span className="block text-subtle text-xs">{t('admin.heldHint')}</span>
                </dd>
              </>
            )}
            {item.nextAttemptAt && (
              <>
                <dt className="text-subtle">{t('admin.nextAttempt')}</dt>
                <dd data-testid="outbox-next-attempt">
                  <time dateTime={item.nextAttemptAt}>
                    {formatDateTime(item.nextAttemptAt, i18n.language)}
                  </time>
                </dd>
              </>
            )}
            {item.templateName && (
              <>
                <dt className="text-subtle">{t('admin.templateName')}</dt>
                <dd className="break-all font-mono text-xs">{item.templateName}</dd>
              </>
            )}
            {item.resendOf && (
              <>
                <dt className="text-subtle">{t('admin.resendOf')}</dt>
                <dd className="break-all font-mono text-xs">{item.resendOf}</dd>
              </>
            )}
            {item.providerMessageId && (
              <>
                <dt className="text-subtle">{t('admin.providerId')}</dt>
                <dd className="break-all font-mono text-xs">{item.providerMessageId}</dd>
              </>
            )}
            <dt className="text-subtle">{t('admin.time')}</dt>
            <dd>
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
            </dd>
            {item.sentAt && (
              <>
                <dt className="text-subtle">{t('admin.sentAt')}</dt>
                <dd>
                  <time dateTime={item.sentAt}>{formatDateTime(item.sentAt, i18n.language)}</time>
                </dd>
              </>
            )}
            <dt className="sr-only">{t('admin.message')}</dt>
            <dd className="col-span-2 mt-1 break-words text-base">{item.text}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Meta's code and title (a refusal or a failed receipt) and its details, as Meta gave them. */
function MetaReason({ item }: { item: OutboxEntry }) {
  const { t } = useTranslation();
  if (item.errorCode === null && !item.errorTitle) return null;
  const reason = [item.errorCode !== null && `#${item.errorCode}`, item.errorTitle]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <dt className="text-subtle">{t('admin.metaError')}</dt>
      <dd className="break-words" data-testid="outbox-meta-error">
        {reason}
        {item.errorDetails && (
          <span className="block text-subtle text-xs" data-testid="outbox-meta-details">
            {t('admin.metaDetails')}: {item.errorDetails}
          </span>
        )}
      </dd>
    </>
  );
}
