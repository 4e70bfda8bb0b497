import { CARD_IMAGE_SIZES } from '@dwa/domain/listing-page';
import { formatGhs } from '@dwa/domain/money';
import type { ProductCard as Product } from '@dwa/domain/product-card';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { ResponsiveImage } from './ui/responsive-image.tsx';

/** A card's small icon: one element painted through a CSS mask (styles.css `.mask-icon`), not an
 * <svg> of two to three shapes. A page of 24 cards had ~160 SVG elements, a quarter of the
 * document, each styled, laid out and hydrated (decision 033, addendum 6). */
function CardIcon({ name }: { name: 'pin' | 'truck' }) {
  return <span aria-hidden="true" className={`mask-icon mask-icon-${name}`} />;
}

/** One link per card, named by the title; its ::after covers the card, so a tap anywhere on the
 * card opens the product (the "stretched link" pattern: no nested interactive elements). */
export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="product-card"
      className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface hover:border-brand has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-gold"
    >
      <div className="relative aspect-[4/3] bg-muted">
        {product.photo ? (
          <ResponsiveImage
            photo={product.photo}
            alt={product.title}
            sizes={CARD_IMAGE_SIZES}
            eager={eager}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-subtle">
            {t('product.noPhoto')}
          </div>
        )}
        {product.isBoosted && (
          <span className="absolute top-2 left-2 rounded-full bg-gold px-2 py-0.5 font-semibold text-xs text-white dark:text-black">
            {t('product.boosted')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-semibold text-sm leading-snug">
          <Link
            to={`/products/${product.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        <p className="font-bold text-brand">{formatGhs(product.pricePesewas)}</p>
        {/* The whole name: the line may wrap (three lines leave the name two of its own), and
            the verified badge is an icon after it that says what it is (a "Verified" word beside
            the name cut it to "Sold by …" on a phone). */}
        <p data-testid="card-seller" className="line-clamp-3 text-subtle text-xs wrap-anywhere">
          {/* The space is a sibling of the name, not in a fragment with the badge: one text
              node, as the server writes it (lib/joined-text.ts). */}
          {t('product.soldBy', { seller: product.seller.businessName })}
          {product.seller.isVerified && ' '}
          {product.seller.isVerified && (
            <span
              role="img"
              aria-label={t('product.verified')}
              title={t('product.verified')}
              className="mask-icon mask-icon-check size-3.5 align-[-3px] text-brand"
            />
          )}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-subtle">
          <span className="inline-flex items-center gap-1">
            <CardIcon name="pin" />{' '}
            {t(`enums.location.${product.location}`, { defaultValue: product.location })}
          </span>
          {product.deliveryAvailable && (
            <span className="inline-flex items-center gap-1">
              <CardIcon name="truck" /> {t('product.delivery')}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
