// Products: search, status, the list and what an admin does to a product (block with a reason,
// unblock, feature, delete after asking), each answered by a toast.
import type { AdminProduct } from '@dwa/domain/admin/moderation';
import { PRODUCT_STATUSES, type ProductStatus } from '@dwa/domain/enums';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { type ProductAction, ProductsTable } from './products-table.tsx';
import { ReasonActionDialog } from './reason-dialog.tsx';
import { listFilters, type PanelQuery, SearchedList } from './searched-list.tsx';
import { useAdminProducts } from './use-admin-products.ts';
import { useBlockProduct } from './use-block-product.ts';
import { useDeleteProduct } from './use-delete-product.ts';
import { useFeatureProduct } from './use-feature-product.ts';
import { useRowAction } from './use-row-action.ts';
import { useUnblockProduct } from './use-unblock-product.ts';

interface Props {
  query: PanelQuery;
  onQuery(next: Partial<PanelQuery>): void;
  canModerate: boolean;
}

export function ProductsPanel({ canModerate, ...search }: Props) {
  const { t } = useTranslation();
  const list = useAdminProducts(listFilters<ProductStatus>(search.query));
  const block = useBlockProduct();
  const unblock = useUnblockProduct();
  const feature = useFeatureProduct();
  const remove = useDeleteProduct();
  const [dialog, setDialog] = useState<{ product: AdminProduct; kind: 'block' | 'delete' } | null>(
    null,
  );
  const { busyId, run } = useRowAction();
  const failed = (error: unknown) =>
    notify('error', t('adminProducts.updateError'), describeError(error, t));

  function act(product: AdminProduct, action: ProductAction) {
    if (action === 'block' || action === 'delete') {
      block.reset();
      remove.reset();
      setDialog({ product, kind: action });
      return;
    }
    if (action === 'unblock') {
      run(product.id, unblock, product.id, t('adminProducts.unblocked'), failed);
    } else {
      const featured = action === 'feature';
      const done = featured ? 'adminProducts.featuredToast' : 'adminProducts.unfeaturedToast';
      run(product.id, feature, { id: product.id, featured }, t(done), failed);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <SearchedList {...search} statuses={PRODUCT_STATUSES} texts="adminProducts" list={list}>
        {(items) => (
          <ProductsTable items={items} canModerate={canModerate} busyId={busyId} onAction={act} />
        )}
      </SearchedList>
      {dialog?.kind === 'block' && (
        <ReasonActionDialog
          id={dialog.product.id}
          action={block}
          title={t('adminProducts.blockTitle', { title: dialog.product.title })}
          body={t('adminProducts.blockBody')}
          confirmLabel={t('adminProducts.block')}
          pendingLabel={t('adminProducts.blocking')}
          doneText={t('adminProducts.blocked')}
          onError={failed}
          onClose={() => setDialog(null)}
          testId="block-dialog"
        />
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
