// Sellers: search, status, the list and what an admin does to a seller (suspend with a reason,
// reactivate, verify or unverify, grant credits), each answered by a toast.
import type { AdminSeller } from '@dwa/domain/admin/moderation';
import { SELLER_STATUSES, type SellerStatus } from '@dwa/domain/enums';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { CreditsDialog } from './credits-dialog.tsx';
import { ReasonActionDialog } from './reason-dialog.tsx';
import { listFilters, type PanelQuery, SearchedList } from './searched-list.tsx';
import { type SellerAction, SellersTable } from './sellers-table.tsx';
import { useAdminSellers } from './use-admin-sellers.ts';
import { useReactivateSeller } from './use-reactivate-seller.ts';
import { useRowAction } from './use-row-action.ts';
import { useSellerVerification } from './use-seller-verification.ts';
import { useSuspendSeller } from './use-suspend-seller.ts';

interface Props {
  query: PanelQuery;
  onQuery(next: Partial<PanelQuery>): void;
  canModerate: boolean;
  canGrant: boolean;
}

export function SellersPanel({ canModerate, canGrant, ...search }: Props) {
  const { t } = useTranslation();
  const list = useAdminSellers(listFilters<SellerStatus>(search.query));
  const suspend = useSuspendSeller();
  const reactivate = useReactivateSeller();
  const verification = useSellerVerification();
  const [dialog, setDialog] = useState<{ seller: AdminSeller; kind: 'suspend' | 'credits' } | null>(
    null,
  );
  const { busyId, run } = useRowAction();

  const failed = (title: string) => (error: unknown) =>
    notify('error', t(title), describeError(error, t));

  function act(seller: AdminSeller, action: SellerAction) {
    if (action === 'suspend' || action === 'credits') {
      suspend.reset();
      setDialog({ seller, kind: action === 'credits' ? 'credits' : 'suspend' });
      return;
    }
    if (action === 'reactivate') {
      const onError = failed('adminSellers.updateError');
      run(seller.id, reactivate, seller.id, t('adminSellers.reactivated'), onError);
    } else {
      const verified = action === 'verify';
      const done = verified ? 'adminSellers.verifiedToast' : 'adminSellers.unverifiedToast';
      const variables = { id: seller.id, verified };
      run(seller.id, verification, variables, t(done), failed('adminSellers.verificationError'));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <SearchedList {...search} statuses={SELLER_STATUSES} texts="adminSellers" list={list}>
        {(items) => (
          <SellersTable
            items={items}
            canModerate={canModerate}
            canGrant={canGrant}
            busyId={busyId}
            onAction={act}
          />
        )}
      </SearchedList>
      {dialog?.kind === 'suspend' && (
        <ReasonActionDialog
          id={dialog.seller.id}
          action={suspend}
          title={t('adminSellers.suspendTitle', { name: dialog.seller.businessName })}
          body={t('adminSellers.suspendBody')}
          confirmLabel={t('adminSellers.suspend')}
          pendingLabel={t('adminSellers.suspending')}
          doneText={t('adminSellers.suspended')}
          onError={failed('adminSellers.updateError')}
          onClose={() => setDialog(null)}
          testId="suspend-dialog"
        />
      )}
      {dialog?.kind === 'credits' && (
        <CreditsDialog seller={dialog.seller} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
