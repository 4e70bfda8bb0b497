// The floating assistant (bottom right): a small panel of help links and, when the support
// WhatsApp number is set in the settings, a button that opens a chat with support
// (assistant-panel.tsx, loaded when opened).
//
// It must not hide what it floats over (it covered card texts): it is sticky, not fixed, at the
// end of the page's content, so it floats at the bottom of the window while there is more below
// and then stops in a row of its own after the last content (the last cards and the footer
// scroll clear of it); and it is a small round icon, "Need help?" its name and tooltip (shown as
// a label at the top of wider screens, it covered the home page's category chips: issue 33).
import { buildWaMeLink } from '@dwa/domain/phone';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

// The panel comes when it is opened: every public page's first visit carries the button only.
const AssistantPanel = lazy(() =>
  import('./assistant-panel.tsx').then((m) => ({ default: m.AssistantPanel })),
);

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
  // Rendered with the home page, which shows the admins' banner from the same answer (a query
  // disabled here would also keep server rendering from answering it for the banner).
  const settings = usePublicSettings();
  const support = settings.data?.supportWhatsapp;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // Without JavaScript it cannot open: hidden (the footer has the same links). The row lets
    // taps through to what is under it beside the button.
    <div className="pointer-events-none sticky bottom-4 z-30 mt-4 flex justify-end no-js:hidden">
      <div className="pointer-events-auto relative">
        {open && (
          <Suspense fallback={null}>
            <AssistantPanel
              chatHref={support ? buildWaMeLink(support, t('assistant.chatText')) : null}
              onClose={() => {
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Suspense>
        )}
        <button
          ref={button}
          type="button"
          className="btn-primary gap-2 rounded-full px-3 shadow-lg"
          title={open ? t('assistant.close') : t('assistant.open')}
          aria-expanded={open}
          aria-controls={open ? 'assistant-panel' : undefined}
          data-testid="assistant-toggle"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <HelpIcon />}
          <span className="sr-only">{open ? t('assistant.close') : t('assistant.open')}</span>
        </button>
      </div>
    </div>
  );
}
