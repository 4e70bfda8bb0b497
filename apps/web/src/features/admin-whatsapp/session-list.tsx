// Active Sessions: number, user type (or 'Unknown'), language, last activity, and Clear Session
// (asked first; 'Error clearing session' in a toast when it fails). One card per session: a row
// on wide screens, stacked on phones.
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import type { BotSession } from './use-bot-sessions.ts';
import { useClearSession } from './use-clear-session.ts';

export function SessionList({ items, canClear }: { items: BotSession[]; canClear: boolean }) {
  const { t, i18n } = useTranslation();
  const [asked, setAsked] = useState<BotSession | null>(null);
  const clear = useClearSession();
  return (
    <>
      <ul className="flex flex-col gap-2">
        {items.map((session) => (
          <li
            key={session.id}
            data-testid="session-row"
            data-number={session.number}
            className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 md:flex-row md:items-center"
          >
            <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm md:grid-cols-4 md:gap-y-0">
              <div className="contents md:flex md:flex-col">
                <dt className="text-subtle">{t('adminWhatsApp.sessions.number')}</dt>
                <dd className="font-mono">{formatPhoneDisplay(session.number)}</dd>
              </div>
              <div className="contents md:flex md:flex-col">
                <dt className="text-subtle">{t('adminWhatsApp.sessions.userType')}</dt>
                <dd data-testid="session-user-type">
                  {t(`adminWhatsApp.sessions.userTypes.${session.userType}`)}
                </dd>
              </div>
              <div className="contents md:flex md:flex-col">
                <dt className="text-subtle">{t('adminWhatsApp.sessions.language')}</dt>
                <dd>
                  {session.language
                    ? t(`language.${session.language}`)
                    : t('adminWhatsApp.sessions.noLanguage')}
                </dd>
              </div>
              <div className="contents md:flex md:flex-col">
                <dt className="text-subtle">{t('adminWhatsApp.sessions.lastActivity')}</dt>
                <dd>
                  <time dateTime={session.lastActivity}>
                    {formatDateTime(session.lastActivity, i18n.language)}
                  </time>
                </dd>
              </div>
            </dl>
            {canClear && (
              <button
                type="button"
                className="btn-outline shrink-0"
                onClick={() => {
                  clear.reset();
                  setAsked(session);
                }}
              >
                {t('adminWhatsApp.sessions.clear')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={t('adminWhatsApp.sessions.clearTitle')}
        closeLabel={t('adminWhatsApp.close')}
        confirmLabel={t('adminWhatsApp.sessions.clear')}
        pendingLabel={t('adminWhatsApp.sessions.clearing')}
        cancelLabel={t('adminWhatsApp.cancel')}
        pending={clear.isPending}
        tone="danger"
        testId="clear-session-dialog"
        onConfirm={() => {
          if (!asked) return;
          clear.mutate(asked.id, {
            onSuccess: () => {
              setAsked(null);
              notify('success', t('adminWhatsApp.sessions.cleared'));
            },
            onError: (error) => {
              setAsked(null);
              notify('error', t('adminWhatsApp.sessions.clearError'), describeError(error, t));
            },
          });
        }}
      >
        <p>
          {asked &&
            t('adminWhatsApp.sessions.clearBody', { number: formatPhoneDisplay(asked.number) })}
        </p>
      </ConfirmDialog>
    </>
  );
}
