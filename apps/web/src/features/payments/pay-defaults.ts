// What the pay form starts with: the seller's saved mobile money wallet (its number and the
// network the seller chose for it), else the WhatsApp number with the network its prefix
// suggests (numbers move between networks, so the seller can change it), else nothing chosen.
import type { MomoNetwork } from '@dwa/domain/enums';
import type { Prices, PurchaseItem } from '@dwa/domain/payments';
import { suggestMomoNetwork } from '@dwa/domain/phone';
import type { Wallet } from '@dwa/domain/seller-profile';

export interface PayFormDefaults {
  /** As the seller types it: `024 123 4567` reads better than `+233241234567`. */
  phone: string;
  network: MomoNetwork | '';
}

/** `+233241234567` → `0241234567`. */
const local = (e164: string) => `0${e164.slice(4)}`;

export function payFormDefaults(
  wallet: Pick<Wallet, 'phone' | 'network'> | null,
  whatsappNumber: string | null,
): PayFormDefaults {
  if (wallet) return { phone: local(wallet.phone), network: wallet.network };
  if (whatsappNumber) {
    return { phone: local(whatsappNumber), network: suggestMomoNetwork(whatsappNumber) ?? '' };
  }
  return { phone: '', network: '' };
}

/** The pack a credits purchase starts on: the middle one (5 credits in the defaults), the one
 * most sellers need for a few boosts; the only one when there is one. */
export function defaultPack(prices: Prices): number | undefined {
  const packs = prices.creditPacks;
  return packs[Math.floor((packs.length - 1) / 2)]?.credits;
}

/** What a purchase costs, in pesewas: the plan's price, or the chosen pack's. Null for a pack the
 * price list does not have. */
export function purchaseAmount(
  prices: Prices,
  item: PurchaseItem,
  credits: number | undefined,
): number | null {
  if (item === 'verification') return prices.verificationPesewas;
  if (item === 'pro') return prices.proMonthlyPesewas;
  return prices.creditPacks.find((p) => p.credits === credits)?.pesewas ?? null;
}

/** A pack's price per credit, rounded to whole pesewas (GH₵ 45 for 5 → GH₵ 9.00). */
export const pesewasPerCredit = (pack: { credits: number; pesewas: number }) =>
  Math.round(pack.pesewas / pack.credits);
