// The search bar of the home and search pages: text, voice and photo. A blank text is not
// submitted (the bar says what to do instead); voice fills the text and searches at once.
// Without JavaScript the form is a plain GET to /search (q and the kept filters), and the voice
// and photo buttons, which need it, are hidden.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { PhotoSearchButton } from './photo-search-button.tsx';
import { keptSearchParams, searchHref } from './search-href.ts';
import { VoiceSearchButton } from './voice-search-button.tsx';

interface Props {
  initialQuery?: string;
  /** Parameters a new query keeps (the search page keeps its filters). */
  keep?: URLSearchParams;
}

export function SearchBar({ initialQuery = '', keep }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [blank, setBlank] = useState(false);
  const inputId = useId();

  const search = (value: string) => {
    const href = searchHref(value, keep);
    setBlank(href === null);
    if (href) void navigate(href);
  };

  return (
    <search aria-label={t('searchBar.label')}>
      <form
        action="/search"
        method="get"
        className="@container flex flex-wrap items-center gap-x-1 rounded-xl border border-line bg-surface p-1.5 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          search(text);
        }}
      >
        {[...keptSearchParams(keep)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={inputId} className="sr-only">
          {t('searchBar.label')}
        </label>
        <div className="relative flex min-w-0 flex-1">
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            maxLength={2000}
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('labels.searchPlaceholder')}
            className="peer min-h-11 w-full min-w-0 rounded-lg bg-transparent px-2 text-base text-ink placeholder:text-subtle @md:px-3 @max-md:placeholder:text-transparent"
            onChange={(event) => {
              setText(event.target.value);
              setBlank(false);
            }}
          />
          {/* In a narrow bar (a phone) the spec's placeholder is cut ("Search proo"): a shorter
              one is drawn over the empty field instead. The field keeps the full one for
              assistive technology; CSS picks, so it is right in the server's HTML too. */}
          <span
            aria-hidden="true"
            data-placeholder=""
            className="pointer-events-none absolute inset-x-2 top-1/2 hidden -translate-y-1/2 truncate text-base text-subtle @max-md:peer-placeholder-shown:block"
          >
            {t('placeholders.searchShort')}
          </span>
        </div>
        <VoiceSearchButton
          onText={(words) => {
            setText(words);
            search(words);
          }}
        />
        <PhotoSearchButton />
        <button type="submit" className="btn-primary gap-2 px-3 sm:px-4">
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{t('searchBar.submit')}</span>
        </button>
        <p
          aria-live="polite"
          className="order-last basis-full px-2 pt-1 text-sm text-subtle empty:p-0"
        >
          {blank ? t('searchBar.blank') : ''}
        </p>
      </form>
    </search>
  );
}
