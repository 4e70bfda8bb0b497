// What kind of receipt this is, said first and in words (the colour only helps): asked for and
// not confirmed, confirmed by the seller (who and when), declined, or paid through Dwa. Only the
// last claims Dwa saw money move (decision 038).
import type { Receipt, ReceiptKind } from '@dwa/domain/receipts';
import { CheckBadgeIcon } from '../../components/ui/icons.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

const tones: Record<ReceiptKind, string> = {
  requested: 'border-gold text-ink',
  confirmed: 'border-brand text-ink',
  declined:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
  paid: 'border-brand text-ink',
};

export function ReceiptStatus({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const date = receipt.confirmedAt ? formatDate(receipt.confirmedAt, i18n.language) : '';
  const values = { seller: receipt.seller.businessName, date };
  const settled = receipt.kind === 'confirmed' || receipt.kind === 'paid';
  return (
    <div
      data-testid="receipt-status"
      data-kind={receipt.kind}
      className={`flex gap-2 rounded-xl border-2 bg-muted px-3 py-2 ${tones[receipt.kind]}`}
    >
      {settled && <CheckBadgeIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand" />}
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold">{t(`receipt.status.${receipt.kind}`, values)}</p>
        <p className="text-sm">{t(`receipt.statusText.${receipt.kind}`, values)}</p>
      </div>
    </div>
  );
}
