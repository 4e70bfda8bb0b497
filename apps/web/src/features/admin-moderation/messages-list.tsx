// The contact form's messages, a card each: who, how to reach them (Reply on WhatsApp, Reply by
// e-mail when given), when, the message, and who handled it; Mark handled / Reopen.
import type { AdminMessage } from '@dwa/domain/admin/moderation';
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { LoadFailed } from './load-failed.tsx';
import { Pager } from './pager.tsx';
import { useAdminMessages } from './use-admin-messages.ts';
import { useMessageHandled } from './use-message-handled.ts';

interface Props {
  status: 'new' | 'handled';
  page: number;
  onPage(page: number): void;
  canModerate: boolean;
}

export function MessagesList({ status, page, onPage, canModerate }: Props) {
  const { t } = useTranslation();
  const list = useAdminMessages({ status, page });
  if (list.isPending) return <p role="status">{t('labels.loading')}</p>;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <p>{t(`adminMessages.empty.${status}`)}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {list.data.items.map((message) => (
          <MessageCard key={message.id} message={message} canModerate={canModerate} />
        ))}
      </ul>
      <Pager
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPage={onPage}
      />
    </div>
  );
}

function MessageCard({ message, canModerate }: { message: AdminMessage; canModerate: boolean }) {
  const { t, i18n } = useTranslation();
  const handled = useMessageHandled();
  const [busy, setBusy] = useState(false);
  const greeting = t('adminMessages.replyGreeting', { name: message.name });
  const mailto = message.email
    ? `mailto:${message.email}?subject=${encodeURIComponent(t('adminMessages.replySubject'))}&body=${encodeURIComponent(greeting)}`
    : null;
  const toggle = () => {
    const next = message.handledAt === null;
    setBusy(true);
    handled.mutate(
      { id: message.id, handled: next },
      {
        onSuccess: () =>
          notify('success', t(next ? 'adminMessages.handledToast' : 'adminMessages.reopenedToast')),
        onError: (error) =>
          notify('error', t('adminMessages.updateError'), describeError(error, t)),
        onSettled: () => setBusy(false),
      },
    );
  };
  return (
    <li
      data-testid="admin-message"
      data-message-id={message.id}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-subtle">{t('adminMessages.from')}</dt>
        <dd className="font-semibold">{message.name}</dd>
        {message.phone && (
          <>
            <dt className="text-subtle">{t('adminMessages.phone')}</dt>
            <dd className="font-mono">{formatPhoneDisplay(message.phone)}</dd>
          </>
        )}
        {message.email && (
          <>
            <dt className="text-subtle">{t('adminMessages.email')}</dt>
            <dd className="break-all">{message.email}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-subtle">
        {t('adminMessages.received', { date: formatDateTime(message.createdAt, i18n.language) })}
      </p>
      <p className="whitespace-pre-line break-words">{message.message}</p>
      {message.handledAt && (
        <p className="text-sm" data-testid="message-handled-by">
          {t('adminMessages.handledBy', {
            email: message.handledBy?.email ?? t('adminModeration.never'),
            date: formatDateTime(message.handledAt, i18n.language),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {message.phone && (
          <a
            className="btn-outline min-h-11"
            href={buildWaMeLink(message.phone, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="reply-whatsapp"
          >
            {t('adminMessages.replyWhatsApp')}
          </a>
        )}
        {mailto && (
          <a className="btn-outline min-h-11" href={mailto} data-testid="reply-email">
            {t('adminMessages.replyEmail')}
          </a>
        )}
        {canModerate && (
          <button
            type="button"
            className="btn-primary min-h-11"
            disabled={busy}
            onClick={toggle}
            data-testid={message.handledAt ? 'message-reopen' : 'message-handled'}
          >
            {t(message.handledAt ? 'adminMessages.reopen' : 'adminMessages.markHandled')}
          </button>
        )}
      </div>
    </li>
  );
}
