// The seller's deliveries, newest first: loading, error and empty states, the cards, and the one
// open dialog (cancel or confirm).
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import CancelDeliveryDialog from './cancel-delivery-dialog.tsx';
import ConfirmDeliveryDialog from './confirm-delivery-dialog.tsx';
import { DeliveryCard } from './delivery-card.tsx';
import { useSellerDeliveries } from './use-seller-deliveries.ts';

type OpenDialog = { kind: 'cancel' | 'confirm'; delivery: SellerDelivery } | null;

export function DeliveryList({ shopName }: { shopName: string }) {
  const { t } = useTranslation();
  const deliveries = useSellerDeliveries();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (deliveries.isPending) {
    return (
      <div aria-busy="true" data-testid="deliveries-loading">
        <span role="status" className="sr-only">
          {t('sellerDeliveries.loading')}
        </span>
        <ul aria-hidden="true" className="flex animate-pulse flex-col gap-3">
          {[1, 2].map((n) => (
            <li key={n} className="h-56 rounded-2xl bg-muted" />
          ))}
        </ul>
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <LoadError
        text={t('sellerDeliveries.loadError')}
        retryLabel={t('sellerDeliveries.retry')}
        onRetry={() => deliveries.refetch()}
      />
    );
  }
  const { items } = deliveries.data;
  if (items.length === 0) {
    return (
      <div data-testid="deliveries-empty" className="rounded-2xl border border-line bg-surface p-6">
        <h3 className="font-semibold">{t('sellerDeliveries.empty.title')}</h3>
        <p className="mt-1 text-sm text-subtle">{t('sellerDeliveries.empty.text')}</p>
        <Link to="/seller/deliveries/new" className="btn-primary mt-4">
          {t('sellerDeliveries.requestRider')}
        </Link>
      </div>
    );
  }
  // The dialog follows the list: a refetch while it is open shows the job's latest state.
  const open = dialog && items.find((d) => d.id === dialog.delivery.id);
  return (
    <>
      <ul data-testid="deliveries-list" className="flex flex-col gap-3">
        {items.map((delivery) => (
          <DeliveryCard
            key={delivery.id}
            delivery={delivery}
            shopName={shopName}
            onCancel={() => setDialog({ kind: 'cancel', delivery })}
            onConfirm={() => setDialog({ kind: 'confirm', delivery })}
          />
        ))}
      </ul>
      {dialog?.kind === 'cancel' && (
        <CancelDeliveryDialog delivery={open || dialog.delivery} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDeliveryDialog delivery={open || dialog.delivery} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
