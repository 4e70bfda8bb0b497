// Opening the pay dialog from any seller screen. The dialog is the payments feature's; the
// screens that offer a purchase (Edit Shop's cards, the boost and upgrade dialogs) are other
// features, which never import one another: they ask through this context, and the seller
// layout (app/seller/seller-purchases.tsx) provides it and shows the dialog.
import type { PurchaseItem } from '@dwa/domain/payments';
import { createContext, useContext } from 'react';

export type OpenPurchase = (item: PurchaseItem) => void;

export const PurchaseContext = createContext<OpenPurchase | null>(null);

/** Opens the pay dialog for an item; null outside the seller center (nothing to offer there). */
export const useOpenPurchase = () => useContext(PurchaseContext);
