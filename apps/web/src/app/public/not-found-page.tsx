import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  // Also shown in place of a product or shop that does not exist: the tab says so too.
  useDocumentTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-lg py-12 text-center">
      <p className="font-bold text-6xl text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 font-bold text-2xl">{t('notFound.title')}</h1>
      <p className="mt-2 text-subtle">{t('notFound.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-outline" onClick={() => navigate(-1)}>
          {t('notFound.goBack')}
        </button>
        <Link to="/" className="btn-primary">
          {t('notFound.home')}
        </Link>
      </div>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-1">
        <li>
          <Link to="/" className="inline-flex min-h-11 items-center underline">
            {t('notFound.browse')}
          </Link>
        </li>
        <li>
          <Link to="/sell" className="inline-flex min-h-11 items-center underline">
            {t('notFound.sell')}
          </Link>
        </li>
        <li>
          <Link to="/about" className="inline-flex min-h-11 items-center underline">
            {t('notFound.about')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
