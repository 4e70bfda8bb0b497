// /seller/deliveries/new: request a rider; `?product=<id>` (from My Products) starts with that
// product and its delivery cost.
import { Link, useSearchParams } from 'react-router';
import { RequestRider } from '../../features/seller-deliveries/request-rider.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="request-rider-title" className="flex flex-col gap-3">
      <Link
        to="/seller/deliveries"
        className="self-start text-sm underline-offset-2 hover:underline"
      >
        ← {t('sellerDeliveries.form.back')}
      </Link>
      <div className="max-w-3xl">
        <h2 id="request-rider-title" className="font-bold text-xl">
          {t('sellerDeliveries.form.title')}
        </h2>
        <p className="text-sm text-subtle">{t('sellerDeliveries.form.intro')}</p>
      </div>
      <RequestRider productId={search.get('product')?.trim() ?? ''} />
    </section>
  );
}

Component.displayName = 'SellerDeliveryNewPage';
