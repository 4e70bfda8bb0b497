// Who may boost, as the server decides it (apps/server/src/modules/seller-products/
// bulk-actions.service.ts, decision 018) and the spec says it: "Boost needs a verified seller
// with at least 1 credit; otherwise an upgrade dialog opens". Verified now (the flag, and its
// end date not passed), and a credit for each product not already boosted. Pro is no rule of its
// own: it brings PRO_MONTHLY_BOOST_CREDITS credits a month (decision 014). The seller center asks
// this before showing Confirm; the server's answer stays the authority. No zod: pure rules.

/** What the seller's profile says about boosting. */
export interface BoostStanding {
  isVerified: boolean;
  /** ISO; null = no end. */
  verifiedUntil: string | null;
  boostCredits: number;
}

/** Why a seller cannot boost now: the upgrade dialog says which. */
export type BoostBlocker = 'verification' | 'credits';

export function isVerifiedAt(standing: BoostStanding, now: Date): boolean {
  if (!standing.isVerified) return false;
  return standing.verifiedUntil === null || new Date(standing.verifiedUntil) > now;
}

/** Products a boost would spend a credit on: those not boosted right now. */
export function creditsNeeded(
  products: readonly { isBoosted: boolean; boostedUntil: string | null }[],
  now: Date,
): number {
  return products.filter(
    (p) => !(p.isBoosted && p.boostedUntil !== null && new Date(p.boostedUntil) > now),
  ).length;
}

/** Null when the seller may boost `needed` products (at least one credit, as the spec says). */
export function boostBlocker(
  standing: BoostStanding,
  needed: number,
  now: Date,
): BoostBlocker | null {
  if (!isVerifiedAt(standing, now)) return 'verification';
  if (standing.boostCredits < Math.max(needed, 1)) return 'credits';
  return null;
}
