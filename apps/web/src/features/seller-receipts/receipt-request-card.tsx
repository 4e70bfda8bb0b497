// One receipt in the seller's list: number, product, amount, the buyer's phone, when it was asked
// and its status. A request waiting for an answer offers Decline and Confirm.
import { formatGhs } from '@dwa/domain/money';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { isReceiptAwaitingAnswer, type SellerReceipt } from '@dwa/domain/receipts';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

const tones: Record<SellerReceipt['status'], string> = {
  requested: 'border-gold text-gold',
  confirmed: 'border-brand bg-brand text-brand-ink',
  declined:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
};

interface Props {
  receipt: SellerReceipt;
  onConfirm(): void;
  onDecline(): void;
}

export function ReceiptRequestCard({ receipt, onConfirm, onDecline }: Props) {
  const { t, i18n } = useTranslation();
  const answeredAt = receipt.confirmedAt ?? receipt.declinedAt;
  const date = answeredAt ? formatDate(answeredAt, i18n.language) : '';
  return (
    <li
      data-testid="receipt-request"
      data-number={receipt.number}
      data-status={receipt.status}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold">{receipt.productTitle}</h3>
          <span
            data-testid="receipt-request-status"
            className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${tones[receipt.status]}`}
          >
            {t(`sellerReceipts.status.${receipt.status}`, { date })}
          </span>
        </div>
        <p data-testid="receipt-request-amount" className="font-bold text-brand">
          {formatGhs(receipt.amountPesewas)}
        </p>
        <p className="text-sm">
          <span className="text-subtle">{t('sellerReceipts.buyer')}: </span>
          {formatPhoneDisplay(receipt.buyerPhone)}
        </p>
        <p className="text-sm text-subtle">
          <span className="font-mono">{receipt.number}</span> ·{' '}
          {t('sellerReceipts.asked', { date: formatDate(receipt.createdAt, i18n.language) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col sm:justify-center">
        {isReceiptAwaitingAnswer(receipt.status) ? (
          <>
            <button
              type="button"
              className="btn-primary flex-1"
              data-testid="confirm-receipt"
              aria-label={t('sellerReceipts.confirmNamed', { number: receipt.number })}
              onClick={onConfirm}
            >
              {t('sellerReceipts.confirm')}
            </button>
            <button
              type="button"
              className="btn-outline flex-1"
              data-testid="decline-receipt"
              aria-label={t('sellerReceipts.declineNamed', { number: receipt.number })}
              onClick={onDecline}
            >
              {t('sellerReceipts.decline')}
            </button>
          </>
        ) : (
          <Link to={`/receipts/${receipt.number}`} className="btn-outline flex-1">
            {t('sellerReceipts.view')}
          </Link>
        )}
      </div>
    </li>
  );
}
