// Products: search, status, the list and what an admin does to a product (block with a reason,
// unblock, feature, delete after asking), each answered by a toast.
import type { AdminProduct, AdminProductListQuery } from '@dwa/domain/admin/moderation';
import { PRODUCT_STATUSES } from '@dwa/domain/enums';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { FoundList } from './found-list.tsx';
import { ListControls } from './list-controls.tsx';
import { type ProductAction, ProductsTable } from './products-table.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { useAdminProducts } from './use-admin-products.ts';
import { useBlockProduct } from './use-block-product.ts';
import { useDeleteProduct } from './use-delete-product.ts';
import { useFeatureProduct } from './use-feature-product.ts';
import { useUnblockProduct } from './use-unblock-product.ts';

interface Props {
  query: { q: string; status: string; page: number };
  onQuery(next: Partial<Props['query']>): void;
  canModerate: boolean;
}

export function ProductsPanel({ query, onQuery, canModerate }: Props) {
  const { t } = useTranslation();
  const list = useAdminProducts({
    q: query.q || undefined,
    status: (query.status || undefined) as AdminProductListQuery['status'],
    page: query.page,
  });
  const block = useBlockProduct();
  const unblock = useUnblockProduct();
  const feature = useFeatureProduct();
  const remove = useDeleteProduct();
  const [dialog, setDialog] = useState<{ product: AdminProduct; kind: 'block' | 'delete' } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const failed = (error: unknown) =>
    notify('error', t('adminProducts.updateError'), describeError(error, t));

  function act(product: AdminProduct, action: ProductAction) {
    if (action === 'block' || action === 'delete') {
      block.reset();
      remove.reset();
      setDialog({ product, kind: action });
      return;
    }
    setBusyId(product.id);
    const settled = () => setBusyId(null);
    if (action === 'unblock') {
      unblock.mutate(product.id, {
        onSuccess: () => notify('success', t('adminProducts.unblocked')),
        onError: failed,
        onSettled: settled,
      });
    } else {
      const featured = action === 'feature';
      feature.mutate(
        { id: product.id, featured },
        {
          onSuccess: () =>
            notify(
              'success',
              t(featured ? 'adminProducts.featuredToast' : 'adminProducts.unfeaturedToast'),
            ),
          onError: failed,
          onSettled: settled,
        },
      );
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ListControls
        q={query.q}
        status={query.status}
        statuses={PRODUCT_STATUSES.map((s) => ({
          value: s,
          label: t(`adminProducts.status.${s}`),
        }))}
        placeholder={t('adminProducts.searchPlaceholder')}
        onSearch={(q) => onQuery({ q, page: 1 })}
        onStatus={(status) => onQuery({ status, page: 1 })}
      />
      <FoundList list={list} onPage={(page) => onQuery({ page })}>
        {(items) => (
          <ProductsTable items={items} canModerate={canModerate} busyId={busyId} onAction={act} />
        )}
      </FoundList>
      {dialog?.kind === 'block' && (
        <ReasonDialog
          title={t('adminProducts.blockTitle', { title: dialog.product.title })}
          label={t('adminModeration.reason')}
          required
          confirmLabel={t('adminProducts.block')}
          pendingLabel={t('adminProducts.blocking')}
          pending={block.isPending}
          error={block.error}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            block.mutate(
              { id: dialog.product.id, reason },
              {
                onSuccess: () => {
                  notify('success', t('adminProducts.blocked'));
                  setDialog(null);
                },
                onError: failed,
              },
            )
          }
          testId="block-dialog"
        >
          {t('adminProducts.blockBody')}
        </ReasonDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onClose={() => setDialog(null)}
          title={t('adminProducts.deleteTitle', { title: dialog.product.title })}
          closeLabel={t('adminModeration.close')}
          confirmLabel={t('adminProducts.delete')}
          pendingLabel={t('adminProducts.deleting')}
          cancelLabel={t('adminModeration.cancel')}
          pending={remove.isPending}
          error={remove.error ? describeError(remove.error, t) : undefined}
          tone="danger"
          onConfirm={() =>
            remove.mutate(dialog.product.id, {
              onSuccess: () => {
                notify('success', t('adminProducts.deleted'));
                setDialog(null);
              },
              onError: failed,
            })
          }
          testId="delete-dialog"
        >
          <p>{t('adminProducts.deleteBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
