// A receipt as the buyer, the seller or anyone checking it sees it, with what kind it is
// (requested, confirmed, declined, paid through Dwa); printable on its own (receipt-print.css
// hides the rest of the page).
import './receipt-print.css';
import { formatGhs } from '@dwa/domain/money';
import type { Receipt } from '@dwa/domain/receipts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ReceiptStatus } from './receipt-status.tsx';

export function ReceiptView({ receipt, title }: { receipt: Receipt; title?: string }) {
  const { t, i18n } = useTranslation();
  const purchase = receipt.purchase;
  const location = t(`enums.location.${receipt.seller.location}`, {
    defaultValue: receipt.seller.location,
  });
  // A payment through Dwa: the shop paid Dwa for what it bought (no product, no seller).
  const rows: [string, string, string][] = purchase
    ? [
        ['number', t('receipt.number'), receipt.number],
        ['date', t('receipt.date'), formatDateTime(receipt.createdAt, i18n.language)],
        [
          'product',
          t('receipt.purchase.label'),
          t(`receipt.purchase.${purchase.purpose}`, {
            credits: purchase.credits ?? 0,
            count: purchase.credits ?? 0,
          }),
        ],
        ['amount', t('receipt.amountPaid'), formatGhs(receipt.amountPesewas)],
        ['seller', t('receipt.purchase.paidBy'), `${receipt.seller.businessName}, ${location}`],
        ['payee', t('receipt.purchase.paidTo'), t('app.name')],
      ]
    : [
        ['number', t('receipt.number'), receipt.number],
        ['date', t('receipt.date'), formatDateTime(receipt.createdAt, i18n.language)],
        ['product', t('receipt.product'), receipt.productTitle],
        ['amount', t('receipt.amountPaid'), formatGhs(receipt.amountPesewas)],
        ['seller', t('receipt.seller'), receipt.seller.businessName],
        ['location', t('receipt.sellerLocation'), location],
      ];
  return (
    <div data-print-receipt data-testid="receipt" className="flex flex-col gap-4">
      <h2 className="font-bold text-xl">{title ?? t('receipt.heading')}</h2>
      <ReceiptStatus receipt={receipt} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-testid={`receipt-${key}`}>
            <dt className="text-subtle">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        <span className="text-subtle">{t('receipt.verifyAt')}: </span>
        <a
          href={receipt.verificationUrl}
          data-testid="receipt-verification-url"
          className="break-all underline"
        >
          {receipt.verificationUrl}
        </a>
      </p>
      <button
        type="button"
        data-no-print
        // window.print needs JavaScript (the browser's own Print still works).
        className="btn-outline self-start no-js:hidden"
        onClick={() => window.print()}
      >
        {t('receipt.print')}
      </button>
    </div>
  );
}
