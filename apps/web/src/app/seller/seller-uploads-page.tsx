// /seller/products/uploads: the second tab of My Products, what the seller sent to the WhatsApp
// bot, to publish as products or reject (spec sections 2 and 4).

import { UploadList } from '../../features/seller-uploads/upload-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { ProductsTabs } from './products-tabs.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <ProductsTabs />
      <section aria-labelledby="uploads-title" className="flex flex-col gap-3">
        <div>
          <h2 id="uploads-title" className="font-semibold text-xl">
            {t('sellerUploads.title')}
          </h2>
          <p className="text-sm text-subtle">{t('sellerUploads.intro')}</p>
        </div>
        <UploadList />
      </section>
    </div>
  );
}

Component.displayName = 'SellerUploadsPage';
