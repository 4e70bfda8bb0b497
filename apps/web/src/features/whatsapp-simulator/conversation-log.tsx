// The conversation as a chat: a log (new messages are announced), scrolled to the newest, with
// "the bot is answering…" while an answer is expected and none has come after the last message.
import type { ConversationEntry } from '@dwa/domain/whatsapp-simulator';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { ChatBubble } from './chat-bubble.tsx';

interface Props {
  label: string;
  items: ConversationEntry[];
  waiting: boolean;
  onTap(button: { id: string; title: string }): void;
  tapDisabled: boolean;
}

export function ConversationLog({ label, items, waiting, onTap, tapDisabled }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const last = items.at(-1);
  const answering = waiting && last?.direction === 'in';

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [items.length, last?.id, answering]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      // A scrollable region takes focus, so keyboard users can scroll it (axe).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="flex h-[55vh] min-h-72 flex-col overflow-y-auto bg-muted p-3 md:h-[60vh]"
    >
      {items.length === 0 ? (
        <p className="m-auto text-center text-sm text-subtle">{t('simulator.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((entry) => (
            <ChatBubble key={entry.id} entry={entry} onTap={onTap} tapDisabled={tapDisabled} />
          ))}
        </ol>
      )}
      {answering && (
        <p className="mt-3 self-start text-sm text-subtle italic" data-testid="bot-answering">
          {t('simulator.waiting')}
        </p>
      )}
    </div>
  );
}
