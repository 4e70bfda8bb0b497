// /seller/profile (Edit Shop): shop details, shop photo, WhatsApp number, verification, Pro and
// boost credits cards (each buys through the pay dialog), mobile money wallet, payments to Dwa
// with their receipts. Everything is read from and saved to the server; the layout above
// says who is signed in.

import { Link } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PaymentHistory } from '../../features/payments/payment-history.tsx';
import { BuySafelyCard } from '../../features/seller-profile/buy-safely-card.tsx';
import { PhoneCard } from '../../features/seller-profile/phone-card.tsx';
import {
  CreditsCard,
  ProCard,
  VerificationCard,
} from '../../features/seller-profile/plan-cards.tsx';
import { ShopDetailsForm } from '../../features/seller-profile/shop-details-form.tsx';
import { ShopPhotoCard } from '../../features/seller-profile/shop-photo-card.tsx';
import { useSellerProfile } from '../../features/seller-profile/use-seller-profile.ts';
import { WalletCard } from '../../features/seller-profile/wallet-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const query = useSellerProfile();
  const profile = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-xl">{t('sellerProfile.title')}</h2>
        {profile && (
          <Link to={`/shops/${profile.id}`} className="btn-outline">
            {t('sellerProfile.viewShop')}
          </Link>
        )}
      </div>
      {query.isError && !profile && (
        <FormAlert tone="error" testId="profile-load-error">
          {t('sellerProfile.loadFailed')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void query.refetch()}
          >
            {t('sellerProfile.retry')}
          </button>
        </FormAlert>
      )}
      {query.isPending && (
        <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
          <div className="h-96 animate-pulse rounded-xl bg-muted" />
          <div className="h-96 animate-pulse rounded-xl bg-muted" />
        </div>
      )}
      {profile && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ShopDetailsForm key={profile.id} profile={profile} />
            <ShopPhotoCard profile={profile} />
            <PhoneCard profile={profile} />
          </div>
          <div className="flex flex-col gap-4">
            <VerificationCard profile={profile} />
            <ProCard profile={profile} />
            <CreditsCard profile={profile} />
            <WalletCard key={profile.id} profile={profile} />
            <BuySafelyCard profile={profile} />
            <PaymentHistory />
          </div>
        </div>
      )}
    </div>
  );
}

Component.displayName = 'SellerProfilePage';
