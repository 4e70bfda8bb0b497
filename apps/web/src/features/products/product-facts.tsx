// Category, location and delivery (cost and areas) of a product, as a definition list.

import { formatGhs } from '@dwa/domain/money';
import type { ProductDetail } from '@dwa/domain/products';
import { useTranslation } from '../../lib/i18n.ts';

export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const cost = product.deliveryCostPesewas;
  const delivery = product.deliveryAvailable
    ? [
        t('productPage.deliveryAvailable'),
        cost
          ? t('productPage.deliveryCost', { cost: formatGhs(cost) })
          : t('productPage.freeDelivery'),
        product.deliveryAreas.length > 0
          ? t('productPage.deliveryAreas', { areas: product.deliveryAreas.join(', ') })
          : '',
      ].filter(Boolean)
    : [t('productPage.pickupOnly')];
  const rows: [string, string, string[]][] = [
    ['category', t('productPage.category'), [t(`enums.category.${product.category}`)]],
    [
      'location',
      t('productPage.location'),
      [t(`enums.location.${product.location}`, { defaultValue: product.location })],
    ],
    ['delivery', t('productPage.delivery'), delivery],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([key, label, lines]) => (
        <div key={key} className="contents" data-testid={`fact-${key}`}>
          <dt className="text-subtle">{label}</dt>
          <dd>
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
