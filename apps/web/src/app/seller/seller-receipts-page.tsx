// /seller/receipts: the receipts buyers asked for, to confirm (with the amount received) or
// decline (decision 038). The WhatsApp message about a new request links here.
import { ReceiptRequestList } from '../../features/seller-receipts/receipt-request-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="receipts-title" className="flex flex-col gap-3">
      <div>
        <h2 id="receipts-title" className="font-semibold text-xl">
          {t('sellerReceipts.title')}
        </h2>
        <p className="text-sm text-subtle">{t('sellerReceipts.intro')}</p>
      </div>
      <ReceiptRequestList />
    </section>
  );
}

Component.displayName = 'SellerReceiptsPage';
