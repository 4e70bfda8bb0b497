// Sellers: search, status, the list and what an admin does to a seller (suspend with a reason,
// reactivate, verify or unverify, grant credits), each answered by a toast.
import type { AdminSeller, AdminSellerListQuery } from '@dwa/domain/admin/moderation';
import { SELLER_STATUSES } from '@dwa/domain/enums';
import { useState } from 'react';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { CreditsDialog } from './credits-dialog.tsx';
import { FoundList } from './found-list.tsx';
import { ListControls } from './list-controls.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { type SellerAction, SellersTable } from './sellers-table.tsx';
import { useAdminSellers } from './use-admin-sellers.ts';
import { useReactivateSeller } from './use-reactivate-seller.ts';
import { useSellerVerification } from './use-seller-verification.ts';
import { useSuspendSeller } from './use-suspend-seller.ts';

interface Props {
  query: { q: string; status: string; page: number };
  onQuery(next: Partial<Props['query']>): void;
  canModerate: boolean;
  canGrant: boolean;
}

export function SellersPanel({ query, onQuery, canModerate, canGrant }: Props) {
  const { t } = useTranslation();
  const list = useAdminSellers({
    q: query.q || undefined,
    status: (query.status || undefined) as AdminSellerListQuery['status'],
    page: query.page,
  });
  const suspend = useSuspendSeller();
  const reactivate = useReactivateSeller();
  const verification = useSellerVerification();
  const [dialog, setDialog] = useState<{ seller: AdminSeller; kind: 'suspend' | 'credits' } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);

  const failed = (title: string) => (error: unknown) =>
    notify('error', t(title), describeError(error, t));

  function act(seller: AdminSeller, action: SellerAction) {
    if (action === 'suspend' || action === 'credits') {
      suspend.reset();
      setDialog({ seller, kind: action === 'credits' ? 'credits' : 'suspend' });
      return;
    }
    setBusyId(seller.id);
    const settled = () => setBusyId(null);
    if (action === 'reactivate') {
      reactivate.mutate(seller.id, {
        onSuccess: () => notify('success', t('adminSellers.reactivated')),
        onError: failed('adminSellers.updateError'),
        onSettled: settled,
      });
    } else {
      const verified = action === 'verify';
      verification.mutate(
        { id: seller.id, verified },
        {
          onSuccess: () =>
            notify(
              'success',
              t(verified ? 'adminSellers.verifiedToast' : 'adminSellers.unverifiedToast'),
            ),
          onError: failed('adminSellers.verificationError'),
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
        statuses={SELLER_STATUSES.map((s) => ({ value: s, label: t(`adminSellers.status.${s}`) }))}
        placeholder={t('adminSellers.searchPlaceholder')}
        onSearch={(q) => onQuery({ q, page: 1 })}
        onStatus={(status) => onQuery({ status, page: 1 })}
      />
      <FoundList list={list} onPage={(page) => onQuery({ page })}>
        {(items) => (
          <SellersTable
            items={items}
            canModerate={canModerate}
            canGrant={canGrant}
            busyId={busyId}
            onAction={act}
          />
        )}
      </FoundList>
      {dialog?.kind === 'suspend' && (
        <ReasonDialog
          title={t('adminSellers.suspendTitle', { name: dialog.seller.businessName })}
          label={t('adminModeration.reason')}
          required
          confirmLabel={t('adminSellers.suspend')}
          pendingLabel={t('adminSellers.suspending')}
          pending={suspend.isPending}
          error={suspend.error}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            suspend.mutate(
              { id: dialog.seller.id, reason },
              {
                onSuccess: () => {
                  notify('success', t('adminSellers.suspended'));
                  setDialog(null);
                },
                onError: failed('adminSellers.updateError'),
              },
            )
          }
          testId="suspend-dialog"
        >
          {t('adminSellers.suspendBody')}
        </ReasonDialog>
      )}
      {dialog?.kind === 'credits' && (
        <CreditsDialog seller={dialog.seller} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
