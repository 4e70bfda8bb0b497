// The frame of every public content page: the tab title, one h1 with its introduction, the
// page's sections, and a closing line that sends open questions to Help and Contact.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  /** Catalog section of the page: its `title`, `heading` and `intro` keys are used. */
  page: string;
  children: ReactNode;
  /** Legal pages show when they last changed. */
  dated?: boolean;
  /** Pages that are themselves Help or Contact leave out the closing line. */
  closing?: boolean;
}

export function ContentPage({ page, children, dated = false, closing = true }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${page}.title`));
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="font-bold text-2xl sm:text-3xl">{t(`${page}.heading`)}</h1>
      {dated && <p className="mt-1 text-sm text-subtle">{t('contentPage.updated')}</p>}
      <p className="mt-3 text-lg text-subtle">{t(`${page}.intro`)}</p>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
      {closing && (
        <p className="mt-10 border-line border-t pt-4 text-sm">
          {t('contentPage.questions')}{' '}
          <Link to="/help" className="inline-flex min-h-11 items-center font-semibold underline">
            {t('contentPage.helpLink')}
          </Link>
          {' · '}
          <Link to="/contact" className="inline-flex min-h-11 items-center font-semibold underline">
            {t('contentPage.contactLink')}
          </Link>
        </p>
      )}
    </article>
  );
}

/** A titled block of text: `<page>.<name>Title` and `<page>.<name>Text`. */
export function TextSection({ page, name }: { page: string; name: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="font-semibold text-xl">{t(`${page}.${name}Title`)}</h2>
      <p className="mt-2 leading-relaxed">{t(`${page}.${name}Text`)}</p>
    </section>
  );
}

/** Numbered steps from keys `<prefix>1`, `<prefix>2`, … */
export function Steps({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-3 flex flex-col gap-2">
      {keys.map((key, index) => (
        <li key={key} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-ink text-sm"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
