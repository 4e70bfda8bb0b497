// /admin/whatsapp/simulator: talk to the bot as any number, with the local outbox transport only
// (the server answers 404 otherwise, and the page says why). A phone-sized chat beside the
// choice of number; answers appear as they land (the conversation is polled).
import { formatPhoneDisplay, normalizeGhanaPhone } from '@dwa/domain/phone';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon.tsx';
import { ConversationLog } from '../../features/whatsapp-simulator/conversation-log.tsx';
import { MessageComposer } from '../../features/whatsapp-simulator/message-composer.tsx';
import { NumberPicker, QUICK_NUMBERS } from '../../features/whatsapp-simulator/number-picker.tsx';
import {
  ANSWER_WINDOW_MS,
  useConversation,
} from '../../features/whatsapp-simulator/use-conversation.ts';
import { useSimulateMessage } from '../../features/whatsapp-simulator/use-simulate-message.ts';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';

export function Component() {
  const { t } = useTranslation();
  const [raw, setRaw] = useState<string>(QUICK_NUMBERS[0].number);
  const [lastSentAt, setLastSentAt] = useState(0);
  const number = normalizeGhanaPhone(raw);
  // One render when the answer window closes, so "the bot is answering…" does not outstay it.
  const [, setWindowClosed] = useState(0);
  useEffect(() => {
    if (!lastSentAt) return;
    const timer = setTimeout(() => setWindowClosed(lastSentAt), ANSWER_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [lastSentAt]);
  const conversation = useConversation(number, lastSentAt);
  const simulate = useSimulateMessage();

  const send = async (message: Parameters<typeof simulate.mutateAsync>[0]) => {
    try {
      await simulate.mutateAsync(message);
      setLastSentAt(Date.now());
    } catch (error) {
      notify('error', `${t('simulator.sendFailed')} ${describeError(error, t)}`.trim());
      throw error;
    }
  };
  const off = conversation.error instanceof ApiError && conversation.error.status === 404;
  const waiting = Date.now() - lastSentAt < ANSWER_WINDOW_MS;

  return (
    <section className="flex flex-col gap-4">
      <Link to="/admin" className="self-start text-brand underline">
        {t('admin.homeTitle')}
      </Link>
      <h1 className="font-bold text-2xl">{t('simulator.title')}</h1>
      <p className="max-w-prose text-subtle">{t('simulator.intro')}</p>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_26rem]">
        <NumberPicker value={raw} onChange={setRaw} invalid={raw.trim() !== '' && !number} />
        <div className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm md:row-span-2">
          <p className="flex items-center gap-2 bg-brand px-4 py-3 font-semibold text-brand-ink">
            <WhatsAppIcon />
            {number ? formatPhoneDisplay(number) : t('simulator.from')}
          </p>
          {conversation.isError ? (
            <div className="p-3">
              <FormAlert tone="error">
                {off
                  ? conversation.error.message
                  : `${t('admin.loadError')}: ${describeError(conversation.error, t)}`}
              </FormAlert>
            </div>
          ) : number && conversation.isPending ? (
            <p role="status" className="p-3">
              {t('labels.loading')}
            </p>
          ) : (
            <ConversationLog
              label={t('simulator.chatLabel', {
                number: number ? formatPhoneDisplay(number) : raw,
              })}
              items={conversation.data?.items ?? []}
              waiting={waiting}
              onTap={(button) => number && void send({ from: number, button }).catch(() => {})}
              tapDisabled={simulate.isPending || !number}
            />
          )}
          {!off && (
            <MessageComposer
              onSend={(message) => send({ ...message, from: number ?? '' })}
              disabled={!number}
              pending={simulate.isPending}
            />
          )}
        </div>
      </div>
    </section>
  );
}

Component.displayName = 'AdminWhatsAppSimulatorPage';
