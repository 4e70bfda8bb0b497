// The floating assistant (bottom right): a small panel of help links and, when the support
// WhatsApp number is set in the settings, a button that opens a chat with support.
import { buildWaMeLink } from '@dwa/domain/phone';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

const LINKS = [
  ['/help', 'assistant.helpCenter'],
  ['/how-it-works', 'assistant.howItWorks'],
  ['/help/boost', 'assistant.boost'],
  ['/contact', 'assistant.contact'],
  ['/sell', 'assistant.sell'],
] as const;

const HelpIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    <path d="M10 10a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M12 16h0" />
  </svg>
);

export function AssistantButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Asked for on first open: the home page's first visit does not pay for it.
  const settings = usePublicSettings(open);
  const support = settings.data?.supportWhatsapp;

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // Without JavaScript it cannot open: hidden (the footer has the same links).
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 no-js:hidden">
      {open && (
        <div
          ref={panel}
          id="assistant-panel"
          role="dialog"
          aria-labelledby="assistant-title"
          className="w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface p-4 shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 id="assistant-title" className="font-bold">
              {t('assistant.title')}
            </h2>
            <button
              type="button"
              className="btn-ghost"
              aria-label={t('assistant.close')}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
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
          {support && (
            <a
              href={buildWaMeLink(support, t('assistant.chatText'))}
              target="_blank"
              rel="noopener"
              className="btn-primary mt-3 w-full"
              data-testid="support-chat"
            >
              {t('assistant.chat')}
            </a>
          )}
        </div>
      )}
      <button
        ref={button}
        type="button"
        className="btn-primary gap-2 rounded-full px-3 shadow-lg sm:px-4"
        aria-expanded={open}
        aria-controls={open ? 'assistant-panel' : undefined}
        data-testid="assistant-toggle"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <HelpIcon />}
        {/* Icon only on phones, where the button floats over the content. */}
        <span className="sr-only sm:not-sr-only">
          {open ? t('assistant.close') : t('assistant.open')}
        </span>
      </button>
    </div>
  );
}
