// Previous / next under a list of ADMIN_PAGE_SIZE rows, with where the admin is.
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

export function Pager({ page, pageSize, total, onPage }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('adminModeration.pageOf', { page, pages })}
      className="flex items-center justify-between gap-2"
    >
      <button
        type="button"
        className="btn-outline"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('adminModeration.previous')}
      </button>
      <span className="text-sm text-subtle">{t('adminModeration.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="btn-outline"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('adminModeration.next')}
      </button>
    </nav>
  );
}
