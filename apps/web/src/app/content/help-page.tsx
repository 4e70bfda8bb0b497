// /help: the Help Center. A search box filters the questions as you type (question and answer
// text in the current language); nothing found points to the contact form.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { inputClass } from '../../components/ui/field.tsx';
import { ContentPage } from '../../features/content/content-page.tsx';
import { type FaqEntry, filterFaq } from '../../features/content/faq-search.ts';
import { useTranslation } from '../../lib/i18n.ts';

const QUESTIONS = [
  'buy',
  'pay',
  'safe',
  'receipt',
  'delivery',
  'return',
  'sell',
  'whatsapp',
  'boost',
  'verify',
  'rider',
  'offline',
  'language',
] as const;

function ChevronIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 transition-transform group-open:rotate-180"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function Component() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const inputId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  const entries: FaqEntry[] = useMemo(
    () =>
      QUESTIONS.map((id) => ({
        id,
        question: t(`help.faq.${id}Q`),
        answer: t(`help.faq.${id}A`),
      })),
    [t, i18n.language],
  );
  const shown = filterFaq(entries, query);
  const searching = query.trim() !== '';
  return (
    <ContentPage page="help" closing={false}>
      {/* Filtering as you type needs JavaScript; without it every question is listed (and
          <details> opens without it). */}
      <search className="flex flex-col gap-1 no-js:hidden">
        <label htmlFor={inputId} className="font-medium">
          {t('help.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('help.searchPlaceholder')}
          // The example is cut at 320 px in the field's own size.
          className={`${inputClass} placeholder:text-sm`}
          data-testid="faq-search"
        />
        <p className="text-sm text-subtle" aria-live="polite">
          {searching ? t('help.results', { count: shown.length }) : ''}
        </p>
      </search>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="faq-empty">
          <p className="font-semibold">{t('help.noMatch')}</p>
          <Link to="/contact" className="inline-flex min-h-11 items-center underline">
            {t('help.askUs')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((entry) => (
            <li key={entry.id} data-testid="faq-item">
              <details
                className="group rounded-xl border border-line bg-surface px-4 open:pb-3"
                open={searching}
              >
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 py-2 font-semibold">
                  <span className="flex-1">{entry.question}</span>
                  <ChevronIcon />
                </summary>
                <p className="leading-relaxed">{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        {t('contentPage.questions')}{' '}
        <Link to="/contact" className="inline-flex min-h-11 items-center font-semibold underline">
          {t('contentPage.contactLink')}
        </Link>
      </p>
    </ContentPage>
  );
}
