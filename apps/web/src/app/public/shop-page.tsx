// /shops/:id — a seller's profile (name, verified badge, location, description, member since),
// every product it has for sale, and ways to share the shop. An unknown or suspended shop shows
// the 404 page (the server answered the URL with HTTP 404 already).
import type { ShopPage as Shop } from '@dwa/domain/shops';
import { useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { CardGrid } from '../../components/product-cards.tsx';
import { PinIcon } from '../../components/ui/icons.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { VerifiedBadge } from '../../features/products/seller-line.tsx';
import { ShareShop } from '../../features/shops/share-shop.tsx';
import { ShopSkeleton } from '../../features/shops/shop-skeleton.tsx';
import { useShop } from '../../features/shops/use-shop.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { NotFoundPage } from './not-found-page.tsx';

export function ShopPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useShop(id);
  if (query.isPending) return <ShopSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <LoadError
        text={t('shopPage.loadError')}
        retryLabel={t('shopPage.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ShopView shop={query.data} />;
}

function ShopView({ shop }: { shop: Shop }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(shop.businessName);
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
        <div className="flex items-center gap-4">
          {/* The shop photo (Edit Shop), above the fold: eager, explicit size, no layout shift.
              Empty alt: the shop's name stands right beside it, a screen reader needs it once. */}
          {shop.photo && (
            <ResponsiveImage
              photo={shop.photo}
              alt=""
              sizes="(min-width: 640px) 128px, 96px"
              eager
              className="size-24 shrink-0 rounded-xl border border-line object-cover sm:size-32"
            />
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="font-bold text-2xl sm:text-3xl">{shop.businessName}</h1>
            {shop.isVerified && <VerifiedBadge />}
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-subtle">
          <span className="inline-flex items-center gap-1">
            <PinIcon /> {t(`enums.location.${shop.location}`, { defaultValue: shop.location })}
          </span>
          <span>
            {t('shopPage.memberSince', { date: formatDate(shop.memberSince, i18n.language) })}
          </span>
        </p>
        {shop.description && <p className="whitespace-pre-line">{shop.description}</p>}
        <ShareShop shop={shop} />
      </section>
      <section aria-labelledby="shop-products-heading">
        <h2 id="shop-products-heading" className="mb-3 font-bold text-xl">
          {t('shopPage.products', { count: shop.products.length })}
        </h2>
        {shop.products.length > 0 ? (
          <CardGrid products={shop.products} />
        ) : (
          <p className="rounded-xl border border-line border-dashed bg-surface p-10 text-center">
            {t('shopPage.empty')}
          </p>
        )}
      </section>
    </div>
  );
}
