// The seller's name (linking to the shop) with the verified badge and where the seller is.

import { Link } from 'react-router';
import { CheckBadgeIcon, PinIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="verified-badge"
      className="inline-flex shrink-0 items-center gap-0.5 font-medium text-brand text-sm"
    >
      <CheckBadgeIcon /> {t('product.verified')}
    </span>
  );
}

export function SellerLine({
  seller,
}: {
  seller: { id: string; businessName: string; isVerified: boolean; location: string };
}) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Link
        to={`/shops/${seller.id}`}
        data-testid="seller-link"
        className="inline-flex min-h-11 items-center font-semibold underline"
      >
        {seller.businessName}
      </Link>
      {seller.isVerified && <VerifiedBadge />}
      <span
        data-testid="seller-location"
        className="inline-flex items-center gap-1 text-sm text-subtle"
      >
        <PinIcon /> {t(`enums.location.${seller.location}`, { defaultValue: seller.location })}
      </span>
    </p>
  );
}
