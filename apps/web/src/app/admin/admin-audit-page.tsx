// /admin/audit: the Audit Log. Filters and the page live in the URL; entries are
// cards (who, what, before → after, when), newest first, 50 a page.
import { AUDIT_PAGE_SIZE, type AuditQuery } from '@dwa/domain/admin/audit';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { AuditEntryCard } from '../../features/admin-audit/audit-entry.tsx';
import { AuditFilters } from '../../features/admin-audit/audit-filters.tsx';
import { useAuditLog } from '../../features/admin-audit/use-audit-log.ts';
import { ApiError } from '../../lib/api-error.ts';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PendingCards, useLoadErrorToast } from './admin-screen.tsx';

const FILTERS = ['q', 'action', 'actor', 'from', 'to'] as const;

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v),
  ) as Partial<Record<(typeof FILTERS)[number], string>>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: AuditQuery = { ...filters, page };
  const log = useAuditLog(query);
  const fieldErrors = log.error instanceof ApiError ? log.error.fields : {};

  // A refused filter shows under its field, not as a toast.
  const invalid = log.error instanceof ApiError && log.error.code === 'validation_failed';
  useLoadErrorToast(invalid ? null : log.error, 'adminAudit.loadError');

  const go = (next: Partial<Record<string, string>>, nextPage = 1) => {
    const merged = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) merged.set(key, value);
    if (nextPage > 1) merged.set('page', String(nextPage));
    setParams(merged);
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('adminAudit.title')}</h1>
        <p className="text-subtle">{t('adminAudit.intro')}</p>
      </div>
      <AuditFilters
        key={params.toString()}
        initial={filters}
        fieldErrors={fieldErrors}
        onApply={(next) => go(next)}
      />
      {log.isPending && <PendingCards height="h-24" />}
      {log.isError && !log.data && Object.keys(fieldErrors).length === 0 && (
        <LoadError
          text={t('adminAudit.loadError')}
          retryLabel={t('adminAudit.retry')}
          onRetry={() => void log.refetch()}
        />
      )}
      {log.data && (
        <div aria-busy={log.isFetching} className="flex flex-col gap-3">
          <p className="text-sm text-subtle" data-testid="audit-count">
            {t('adminAudit.count', { count: formatCount(log.data.total) })}
          </p>
          {log.data.items.length === 0 ? (
            <p className="text-subtle">{t('adminAudit.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {log.data.items.map((entry) => (
                <AuditEntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav
              className="flex items-center justify-between gap-2"
              aria-label={t('adminAudit.page', { page, pages })}
            >
              <button
                type="button"
                className="btn-outline"
                disabled={page <= 1}
                onClick={() => go(filters, page - 1)}
              >
                {t('adminAudit.previous')}
              </button>
              <span className="text-sm text-subtle">{t('adminAudit.page', { page, pages })}</span>
              <button
                type="button"
                className="btn-outline"
                disabled={page >= pages}
                onClick={() => go(filters, page + 1)}
              >
                {t('adminAudit.next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}

Component.displayName = 'AdminAuditPage';
