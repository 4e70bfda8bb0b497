// The assistant's panel (assistant-button.tsx opens it): help links and, when the support
// WhatsApp number is set, a chat with support (its link made by the button, which keeps the
// phone rules in the entry the product page shares). Its own chunk: loaded when a visitor opens it.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';

const LINKS = [
  ['/help', 'assistant.helpCenter'],
  ['/how-it-works', 'assistant.howItWorks'],
  ['/help/boost', 'assistant.boost'],
  ['/contact', 'assistant.contact'],
  ['/sell', 'assistant.sell'],
] as const;

export function AssistantPanel({
  chatHref,
  onClose,
}: {
  chatHref: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // Opened: the focus moves into it (Escape and the close button return it to the toggle).
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);
  return (
    <div
      ref={panel}
      id="assistant-panel"
      role="dialog"
      aria-labelledby="assistant-title"
      className="absolute right-0 bottom-full mb-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface p-4 shadow-xl"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 id="assistant-title" className="font-bold">
          {t('assistant.title')}
        </h2>
        <button
          type="button"
          className="btn-ghost"
          aria-label={t('assistant.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="flex flex-col">
        {LINKS.map(([to, key]) => (
          <li key={to}>
            <Link to={to} className="flex min-h-11 items-center rounded-lg px-2 hover:bg-muted">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
      {chatHref && (
        <a
          href={chatHref}
          target="_blank"
          rel="noopener"
          className="btn-primary mt-3 w-full"
          data-testid="support-chat"
        >
          {t('assistant.chat')}
        </a>
      )}
    </div>
  );
}
