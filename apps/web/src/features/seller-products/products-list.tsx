// My Products: filters, the bulk bar, the table and paging. Bulk actions go to the server for
// exactly the selected ids; afterwards a toast says how many changed, the selection is cleared
// and every seller list is fetched again.
import type { BulkAction, BulkResult } from '@dwa/domain/seller-products';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { BoostDialog } from './boost-dialog.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { hasFilters, type ListParams, readListParams, writeListParams } from './list-params.ts';
import { ProductFilters } from './product-filters.tsx';
import { ProductTable } from './product-table.tsx';
import { useBoostStanding } from './use-boost-standing.ts';
import { useBulkAction } from './use-bulk-action.ts';
import { useSellerProducts } from './use-seller-products.ts';

const DONE_TEXTS = {
  hide: ['sellerProducts.bulk.hiddenOne', 'sellerProducts.bulk.hiddenMany'],
  unhide: ['sellerProducts.bulk.unhiddenOne', 'sellerProducts.bulk.unhiddenMany'],
  delete: ['sellerProducts.bulk.deletedOne', 'sellerProducts.bulk.deletedMany'],
} as const;

export function ProductsList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const query = useSellerProducts({
    q: params.q || undefined,
    category: params.category,
    status: params.status,
    page: params.page,
  });
  const bulk = useBulkAction();
  // Whether Boost may ask to confirm or must open the upgrade dialog: known before it is pressed.
  useBoostStanding();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'delete' | 'boost' | null>(null);
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const change = useCallback(
    (next: Partial<ListParams>) => {
      // A new filter shows other products: a selection the seller cannot see must not be acted on.
      setSelected(new Set());
      setSearch((current) => writeListParams({ ...readListParams(current), page: 1, ...next }), {
        replace: !('page' in next),
      });
    },
    [setSearch],
  );

  // Deleting or hiding the last products of the last page leaves the seller past the end: step
  // back to the last page that has rows.
  const data = query.data;
  useEffect(() => {
    if (!data || data.items.length > 0 || data.total === 0 || params.page <= 1) return;
    change({ page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
  }, [data, params.page, change]);

  const items = query.data?.items ?? [];
  // Only what is on screen can be selected (a refetch may have removed some).
  const chosen = items.filter((p) => selected.has(p.id)).map((p) => p.id);

  async function run(action: Exclude<BulkAction, 'boost'>) {
    setPending(action);
    setDeleteError(null);
    try {
      const result = await bulk.mutateAsync({ action, ids: chosen });
      const [one, many] = DONE_TEXTS[action];
      notify('success', result.changed === 1 ? t(one) : t(many, { count: result.changed }));
      setSelected(new Set());
      setDialog(null);
    } catch (error) {
      const text = `${t('sellerProducts.bulk.failed')} ${describeError(error, t)}`.trim();
      // Deleting asks in a dialog, which says why it failed; hide and unhide have none.
      if (action === 'delete') setDeleteError(text);
      else notify('error', text);
    } finally {
      setPending(null);
    }
  }

  function onAction(action: BulkAction) {
    setDeleteError(null);
    if (action === 'delete' || action === 'boost') setDialog(action);
    else void run(action);
  }

  if (query.isPending) {
    return (
      <p role="status" className="text-subtle">
        {t('sellerProducts.loading')}
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        text={t('sellerProducts.loadError')}
        retryLabel={t('sellerProducts.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { counts, total, pageSize, page } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (counts.all === 0) {
    return (
      <div
        className="rounded-xl border border-line bg-surface p-6 text-center"
        data-testid="products-empty"
      >
        <p>{t('sellerProducts.empty')}</p>
        <Link to="/seller/products/new" className="btn-primary mt-4">
          {t('sellerProducts.addProduct')}
        </Link>
      </div>
    );
  }

  const first = items.find((p) => p.id === chosen[0]);
  return (
    <div className="flex flex-col gap-3">
      <ProductFilters params={params} counts={counts} onChange={change} />
      <BulkBar
        shown={items.length}
        selected={chosen.length}
        pending={pending}
        onSelectAll={(on) => setSelected(new Set(on ? items.map((p) => p.id) : []))}
        onAction={onAction}
      />
      {items.length === 0 ? (
        <div
          className="rounded-xl border border-line bg-surface p-6 text-center"
          data-testid="products-no-match"
        >
          <p>{t('sellerProducts.noMatch')}</p>
          {hasFilters(params) && (
            <button
              type="button"
              className="btn-outline mt-4"
              onClick={() => change({ q: '', category: undefined, status: undefined })}
            >
              {t('sellerProducts.clearFilters')}
            </button>
          )}
        </div>
      ) : (
        <ProductTable
          items={items}
          selected={selected}
          onToggle={(id, on) =>
            setSelected((current) => {
              const next = new Set(current);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
        />
      )}
      {pages > 1 && (
        <nav
          className="flex items-center justify-between gap-2"
          aria-label={t('sellerProducts.page', { page, pages })}
        >
          <button
            type="button"
            className="btn-outline disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => change({ page: page - 1 })}
          >
            {t('sellerProducts.previous')}
          </button>
          <span className="text-sm">{t('sellerProducts.page', { page, pages })}</span>
          <button
            type="button"
            className="btn-outline disabled:opacity-40"
            disabled={page >= pages}
            onClick={() => change({ page: page + 1 })}
          >
            {t('sellerProducts.next')}
          </button>
        </nav>
      )}
      <DeleteDialog
        open={dialog === 'delete'}
        count={chosen.length}
        title={chosen.length === 1 ? first?.title : undefined}
        pending={pending === 'delete'}
        error={deleteError}
        onConfirm={() => void run('delete')}
        onClose={() => setDialog(null)}
      />
      <BoostDialog
        products={items.filter((p) => selected.has(p.id))}
        open={dialog === 'boost'}
        onClose={() => setDialog(null)}
        onBoosted={(_: BulkResult) => setSelected(new Set())}
      />
    </div>
  );
}
