// Placeholder until this screen lands (being built now).
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return <h2 className="font-semibold text-xl">{t('sellerProducts.title')}</h2>;
}

Component.displayName = 'SellerProductsPage';
