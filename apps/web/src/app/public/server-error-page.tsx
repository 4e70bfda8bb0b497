import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';

/** /500: a random id the user can quote to support. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const [errorId] = useState(() => crypto.randomUUID().slice(0, 8).toUpperCase());
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="font-bold text-6xl text-brand" aria-hidden="true">
        500
      </p>
      <h1 className="mt-2 font-bold text-2xl">{t('serverError.title')}</h1>
      <p className="mt-2 text-subtle">{t('serverError.text')}</p>
      <p className="mt-4 font-mono text-sm">{t('serverError.errorId', { id: errorId })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('serverError.tryAgain')}
        </button>
        <Link to="/" className="btn-outline">
          {t('serverError.goHome')}
        </Link>
      </div>
    </section>
  );
}
