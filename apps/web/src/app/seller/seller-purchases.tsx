// Every seller screen may offer a purchase (Get Verified, Upgrade to Pro, Buy boost credits):
// this holds which one is open and shows the payments feature's dialog for it, and gives the
// screens' features a way to open it (lib/purchase.ts) without importing that feature.
import type { PurchaseItem } from '@dwa/domain/payments';
import { type ReactNode, useCallback, useState } from 'react';
import { PayDialog } from '../../features/payments/pay-dialog.tsx';
import { PurchaseContext } from '../../lib/purchase.ts';

export function SellerPurchases({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<PurchaseItem | null>(null);
  const open = useCallback((next: PurchaseItem) => setItem(next), []);
  const close = useCallback(() => setItem(null), []);
  return (
    <PurchaseContext.Provider value={open}>
      {children}
      {item && <PayDialog key={item} item={item} onClose={close} />}
    </PurchaseContext.Provider>
  );
}
