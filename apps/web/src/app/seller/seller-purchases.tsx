// Every seller screen may offer a purchase (Get Verified, Upgrade to Pro, Buy boost credits):
// this holds which one is open and shows the payments feature's dialog for it, and gives the
// screens' features a way to open it (lib/purchase.ts) without importing that feature.
import type { PurchaseItem } from '@dwa/domain/payments';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { textsReady } from '../../lib/i18n.ts';
import { PurchaseContext } from '../../lib/purchase.ts';

// The dialog (its form, the payment schemas, zod and the payment texts) comes when a seller opens
// a purchase, not with every seller screen: it was a third of the dashboard's first-visit script.
const PayDialog = lazy(() =>
  Promise.all([
    import('../../features/payments/pay-dialog.tsx'),
    import('../../lib/payment-texts.ts').then(textsReady),
  ]).then(([module]) => ({ default: module.PayDialog })),
);

export function SellerPurchases({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<PurchaseItem | null>(null);
  const open = useCallback((next: PurchaseItem) => setItem(next), []);
  const close = useCallback(() => setItem(null), []);
  return (
    <PurchaseContext.Provider value={open}>
      {children}
      {item && (
        <Suspense fallback={null}>
          <PayDialog key={item} item={item} onClose={close} />
        </Suspense>
      )}
    </PurchaseContext.Provider>
  );
}
