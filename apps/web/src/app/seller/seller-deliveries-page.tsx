// /seller/deliveries: the seller's delivery jobs with their status, rider and tracking
// link; Cancel until pickup, Confirm delivery once delivered; Request a rider opens the form.
import { Link } from 'react-router';
import { DeliveryList } from '../../features/seller-deliveries/delivery-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSeller } from './seller-layout.tsx';

export function Component() {
  const { t } = useTranslation();
  const seller = useSeller();
  return (
    <section aria-labelledby="deliveries-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-72">
          <h2 id="deliveries-title" className="font-semibold text-xl">
            {t('sellerDeliveries.title')}
          </h2>
          <p className="text-sm text-subtle">{t('sellerDeliveries.intro')}</p>
        </div>
        <Link to="/seller/deliveries/new" className="btn-primary" data-testid="request-rider">
          {t('sellerDeliveries.requestRider')}
        </Link>
      </div>
      <DeliveryList shopName={seller.name} />
    </section>
  );
}

Component.displayName = 'SellerDeliveriesPage';
