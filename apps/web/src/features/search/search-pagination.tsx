import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  page: number;
  pages: number;
  hrefFor(page: number): string;
}

/** Previous / next as links (each page has its own URL); a missing side is plain text. */
export function SearchPagination({ page, pages, hrefFor }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('searchPage.pages')} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn-outline" rel="prev">
          {t('searchPage.previous')}
        </Link>
      ) : (
        <span className="btn-outline opacity-50" aria-disabled="true">
          {t('searchPage.previous')}
        </span>
      )}
      <span className="text-sm text-subtle">{t('searchPage.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className="btn-outline" rel="next" data-testid="next-page">
          {t('searchPage.next')}
        </Link>
      ) : (
        <span className="btn-outline opacity-50" aria-disabled="true">
          {t('searchPage.next')}
        </span>
      )}
    </nav>
  );
}
