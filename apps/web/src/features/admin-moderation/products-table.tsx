// The products: a table on wide screens, a card per product on phones (one markup). A listed
// product's title links to its public page.
import type { AdminProduct } from '@dwa/domain/admin/moderation';
import { formatGhs } from '@dwa/domain/money';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { Badge } from './badge.tsx';
import { ModerationTable, rowClass, td, th } from './moderation-table.tsx';

export type ProductAction = 'block' | 'unblock' | 'feature' | 'unfeature' | 'delete';

interface Props {
  items: AdminProduct[];
  canModerate: boolean;
  busyId: string | null;
  onAction(product: AdminProduct, action: ProductAction): void;
}

const STATUS_TONE = {
  active: 'good',
  draft: 'plain',
  hidden: 'quiet',
  sold: 'gold',
  blocked: 'warn',
} as const;

export function ProductsTable(props: Props) {
  const { t } = useTranslation();
  return (
    <ModerationTable
      headings={
        <>
          <th className={th}>{t('adminProducts.columns.product')}</th>
          <th className={`${th} text-right`}>{t('adminProducts.columns.price')}</th>
          <th className={th}>{t('adminProducts.columns.status')}</th>
          <th className={`${th} text-right`}>{t('adminProducts.columns.views')}</th>
          <th className={`${th} text-right`}>{t('adminProducts.columns.clicks')}</th>
          <th className={`${th} text-right`}>{t('adminProducts.columns.reports')}</th>
        </>
      }
    >
      {props.items.map((product) => (
        <ProductRow key={product.id} product={product} {...props} />
      ))}
    </ModerationTable>
  );
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <>
      <span className="md:hidden">{label}</span>
      <span className="hidden md:inline">{value}</span>
    </>
  );
}

function ProductRow({
  product,
  canModerate,
  busyId,
  onAction,
}: Omit<Props, 'items'> & { product: AdminProduct }) {
  const { t } = useTranslation();
  const title = product.title;
  const listed = product.status === 'active' && product.seller.status === 'active';
  const button = (action: ProductAction, label: string, named: string) => (
    <button
      type="button"
      className={`btn-outline min-h-11 ${action === 'delete' ? 'text-red-700 dark:text-red-300' : ''}`}
      disabled={busyId === product.id}
      aria-label={t(named, { title })}
      onClick={() => onAction(product, action)}
      data-testid={`product-${action}`}
    >
      {t(label)}
    </button>
  );
  return (
    <tr data-testid="admin-product-row" data-product-id={product.id} className={rowClass}>
      <td className={td}>
        {listed ? (
          <Link
            to={`/products/${product.id}`}
            className="font-semibold underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        ) : (
          <span className="font-semibold">{title}</span>
        )}
        <span className="block text-sm text-subtle">
          {t('adminProducts.bySeller', { name: product.seller.businessName })}
        </span>
      </td>
      <td className={`whitespace-nowrap font-semibold text-brand md:text-right ${td}`}>
        {formatGhs(product.pricePesewas)}
      </td>
      <td className={td}>
        <span className="flex flex-wrap gap-1">
          <Badge tone={STATUS_TONE[product.status]} testId="product-status">
            {t(`adminProducts.status.${product.status}`)}
          </Badge>
          {product.seller.status === 'suspended' && (
            <Badge tone="warn">{t('adminProducts.sellerSuspended')}</Badge>
          )}
          {product.isFeatured && (
            <Badge tone="plain" testId="product-featured">
              {t('adminProducts.featured')}
            </Badge>
          )}
          {product.isBoosted && <Badge tone="gold">{t('adminProducts.boosted')}</Badge>}
        </span>
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`}>
        <Count
          value={product.viewCount}
          label={t('adminProducts.views', { count: product.viewCount })}
        />
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`}>
        <Count
          value={product.whatsappClickCount}
          label={t('adminProducts.clicks', { count: product.whatsappClickCount })}
        />
      </td>
      <td className={`text-sm md:text-right md:text-base ${td}`} data-testid="product-open-reports">
        <Count
          value={product.openReports}
          label={t('adminProducts.openReports', { count: product.openReports })}
        />
      </td>
      <td className={td}>
        {canModerate && (
          <span className="flex flex-wrap gap-2 md:justify-end">
            {product.status === 'blocked'
              ? button('unblock', 'adminProducts.unblock', 'adminProducts.unblockNamed')
              : button('block', 'adminProducts.block', 'adminProducts.blockNamed')}
            {product.isFeatured
              ? button('unfeature', 'adminProducts.unfeature', 'adminProducts.unfeatureNamed')
              : button('feature', 'adminProducts.feature', 'adminProducts.featureNamed')}
            {button('delete', 'adminProducts.delete', 'adminProducts.deleteNamed')}
          </span>
        )}
      </td>
    </tr>
  );
}
