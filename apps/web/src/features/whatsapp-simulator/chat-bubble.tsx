// One message of the conversation: the person's on the right, the bot's on the left with its
// reply buttons under it (a tap is sent as that number) and whether the outbox sent it.
import type { ConversationEntry } from '@dwa/domain/whatsapp-simulator';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { messageParts } from './message-parts.ts';

interface Props {
  entry: ConversationEntry;
  onTap(button: { id: string; title: string }): void;
  tapDisabled: boolean;
}

const statusTone = {
  queued: 'text-subtle',
  sent: 'text-subtle',
  failed: 'font-semibold text-red-700 dark:text-red-300',
};

export function ChatBubble({ entry, onTap, tapDisabled }: Props) {
  const { t, i18n } = useTranslation();
  const mine = entry.direction === 'in';
  const tapped = mine && entry.buttons ? entry.buttons[0] : undefined;
  return (
    <li
      data-testid="chat-message"
      data-direction={entry.direction}
      className={`flex max-w-[85%] flex-col gap-1 ${mine ? 'items-end self-end' : 'items-start self-start'}`}
    >
      <div
        className={`rounded-2xl px-3 py-2 shadow-sm ${
          mine
            ? 'rounded-br-sm bg-[#d9fdd3] text-[#111b21] dark:bg-[#005c4b] dark:text-[#e9edef]'
            : 'rounded-bl-sm border border-line bg-surface text-ink'
        }`}
      >
        {!mine && <p className="sr-only">{t('simulator.bot')}:</p>}
        {entry.photo && (
          <p className="mb-1 flex items-center gap-1 font-medium text-sm">
            <CameraIcon aria-hidden="true" className="h-4 w-4" />
            {t('simulator.photoMessage')}
          </p>
        )}
        {tapped && <p className="mb-1 text-xs opacity-80">{t('simulator.tapped')}</p>}
        {entry.text && (
          <p className="whitespace-pre-wrap break-words" data-testid="chat-text">
            <MessageText text={entry.text} />
          </p>
        )}
      </div>
      {!mine && entry.buttons && entry.buttons.length > 0 && (
        <fieldset className="flex w-full flex-col gap-1">
          <legend className="sr-only">{t('simulator.replyButtons')}</legend>
          {entry.buttons.map((button) => (
            <button
              key={button.id}
              type="button"
              className="btn-outline min-w-48 bg-surface text-brand disabled:opacity-50"
              onClick={() => onTap(button)}
              disabled={tapDisabled}
            >
              {button.title}
            </button>
          ))}
        </fieldset>
      )}
      <p className="px-1 text-xs text-subtle">
        <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
        {entry.status && (
          <>
            {' · '}
            <span data-testid="chat-status" className={statusTone[entry.status]}>
              {t(`admin.outboxStatus.${entry.status}`)}
            </span>
          </>
        )}
      </p>
    </li>
  );
}

function MessageText({ text }: { text: string }) {
  return messageParts(text).map((part, i) =>
    part.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <a key={i} href={part.href} target="_blank" rel="noopener" className="break-all underline">
        {part.href}
      </a>
    ) : part.kind === 'bold' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <strong key={i}>{part.text}</strong>
    ) : (
      part.text
    ),
  );
}
