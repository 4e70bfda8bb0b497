// Layout of the signed-in seller's screens (under the guard): 'Welcome back' with the seller's
// name, the tabs, the banner on listing products by WhatsApp, then the screen. The seller
// is handed on to the screens as outlet context.
import type { SessionUser } from '@dwa/domain/auth';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { WhatsAppBanner } from '../../features/seller-center/whatsapp-banner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { SellerPurchases } from './seller-purchases.tsx';

export type SignedInSeller = Extract<SessionUser, { type: 'seller' }>;

const TABS = [
  { to: '/seller', end: true, label: 'sellerCenter.tabs.dashboard' },
  { to: '/seller/products', end: false, label: 'sellerCenter.tabs.products' },
  { to: '/seller/receipts', end: false, label: 'sellerCenter.tabs.receipts' },
  { to: '/seller/deliveries', end: false, label: 'sellerDeliveries.tab' },
  { to: '/seller/orders', end: false, label: 'sellerCenter.tabs.orders' },
  { to: '/seller/profile', end: false, label: 'sellerCenter.tabs.profile' },
] as const;

export function Component() {
  const { t } = useTranslation();
  const seller = useOutletContext<SignedInSeller>();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-2xl">
          {t('seller.welcomeBack')}, <span data-testid="seller-name">{seller.name}</span>
        </h1>
        <nav aria-label={t('sellerCenter.tabsLabel')} className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end} className="chip">
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
      </header>
      <WhatsAppBanner />
      <SellerPurchases>
        <Outlet context={seller} />
      </SellerPurchases>
    </div>
  );
}

Component.displayName = 'SellerLayout';

/** The signed-in seller, in any screen under the layout. */
export const useSeller = () => useOutletContext<SignedInSeller>();
