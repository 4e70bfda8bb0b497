// One of the seller's products on the dashboard: photo, title (to its edit form), status, views
// and clicks from the server's counters, and the Boost button. Status and boost badges are the
// ones My Products shows, so a product looks the same on both screens.
import type { SellerProductRow } from '@dwa/domain/seller-products';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { BoostedBadge, StatusBadge } from './status-badge.tsx';

export function DashboardProductRow({
  product,
  onBoost,
}: {
  product: SellerProductRow;
  onBoost(): void;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="dashboard-product"
      className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-muted">
        {product.photo && (
          <ResponsiveImage
            photo={product.photo}
            alt=""
            sizes="56px"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/seller/products/${product.id}/edit`}
          className="line-clamp-2 break-words font-medium hover:underline"
          data-testid="dashboard-product-title"
        >
          {product.title}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <StatusBadge status={product.status} />
          {product.isBoosted && <BoostedBadge until={product.boostedUntil} />}
          <span className="text-subtle tabular-nums" data-testid="dashboard-product-views">
            {t('sellerDashboard.products.views')}: {formatCount(product.viewCount)}
          </span>
          <span className="text-subtle tabular-nums" data-testid="dashboard-product-clicks">
            {t('sellerDashboard.products.clicks')}: {formatCount(product.whatsappClickCount)}
          </span>
        </div>
      </div>
      <button
        type="button"
        className="btn-outline shrink-0"
        onClick={onBoost}
        aria-label={t('sellerDashboard.products.boostProduct', { title: product.title })}
      >
        {t('sellerDashboard.products.boost')}
      </button>
    </li>
  );
}
