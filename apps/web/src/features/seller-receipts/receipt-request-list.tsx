// The seller's receipts: the requests waiting for an answer first (oldest first), then the
// answered ones; loading, error and empty states, and the one open dialog (confirm or decline).
import type { SellerReceipt } from '@dwa/domain/receipts';
import { useState } from 'react';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import ConfirmReceiptDialog from './confirm-receipt-dialog.tsx';
import DeclineReceiptDialog from './decline-receipt-dialog.tsx';
import { ReceiptRequestCard } from './receipt-request-card.tsx';
import { useSellerReceipts } from './use-seller-receipts.ts';

type OpenDialog = { kind: 'confirm' | 'decline'; receipt: SellerReceipt } | null;

export function ReceiptRequestList() {
  const { t } = useTranslation();
  const receipts = useSellerReceipts();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (receipts.isPending) {
    return (
      <div aria-busy="true" data-testid="receipts-loading">
        <span role="status" className="sr-only">
          {t('sellerReceipts.loading')}
        </span>
        <ul aria-hidden="true" className="flex animate-pulse flex-col gap-3">
          {[1, 2, 3].map((n) => (
            <li key={n} className="h-28 rounded-2xl bg-muted" />
          ))}
        </ul>
      </div>
    );
  }
  if (receipts.isError) {
    return (
      <LoadError
        text={t('sellerReceipts.loadError')}
        retryLabel={t('sellerReceipts.retry')}
        onRetry={() => receipts.refetch()}
      />
    );
  }

  const { requested, answered } = receipts.data;
  if (requested.length === 0 && answered.length === 0) {
    return (
      <div data-testid="receipts-empty" className="rounded-2xl border border-line bg-surface p-6">
        <h3 className="font-semibold">{t('sellerReceipts.empty.title')}</h3>
        <p className="mt-1 text-sm text-subtle">{t('sellerReceipts.empty.text')}</p>
      </div>
    );
  }

  const cards = (items: SellerReceipt[]) =>
    items.map((receipt) => (
      <ReceiptRequestCard
        key={receipt.id}
        receipt={receipt}
        onConfirm={() => setDialog({ kind: 'confirm', receipt })}
        onDecline={() => setDialog({ kind: 'decline', receipt })}
      />
    ));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="receipts-waiting" className="flex flex-col gap-3">
        <h3 id="receipts-waiting" className="font-semibold text-lg">
          {t('sellerReceipts.waitingTitle', { count: requested.length })}
        </h3>
        {requested.length === 0 ? (
          <p className="text-subtle">{t('sellerReceipts.noneWaiting')}</p>
        ) : (
          <ul data-testid="receipts-waiting-list" className="flex flex-col gap-3">
            {cards(requested)}
          </ul>
        )}
      </section>
      {answered.length > 0 && (
        <section aria-labelledby="receipts-answered" className="flex flex-col gap-3">
          <h3 id="receipts-answered" className="font-semibold text-lg">
            {t('sellerReceipts.answeredTitle')}
          </h3>
          <ul data-testid="receipts-answered-list" className="flex flex-col gap-3">
            {cards(answered)}
          </ul>
        </section>
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmReceiptDialog receipt={dialog.receipt} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'decline' && (
        <DeclineReceiptDialog receipt={dialog.receipt} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
