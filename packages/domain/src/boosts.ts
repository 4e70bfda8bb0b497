// Who may boost and what it costs, as the server decides it (apps/server/src/modules/
// seller-products/bulk-actions.service.ts, decisions 018 and 039) and the spec says it: "Boost
// needs a verified seller with at least 1 credit; otherwise an upgrade dialog opens". A boost
// lasts 1, 3 or 7 days and costs the price list's credits per product for that length; a product
// boosted right now costs nothing. Pro boosts cost nothing (the server holds the fair-use limit).
// The seller center asks this before showing Confirm; the server's boost applies the same rules
// (who may boost, which products, which are boosted now), so they are written only here.

import type { ProductStatus } from './enums.ts';
import { BOOST_DURATION_DAYS, type BoostDurationDays, type Prices } from './prices.ts';

/** A moment as the server holds it (a Date from the database) or as the web gets it (ISO). */
type Moment = Date | string;

/** What the seller's profile says about boosting. */
export interface BoostStanding {
  isVerified: boolean;
  /** ISO; null = no end. */
  verifiedUntil: string | null;
  boostCredits: number;
}

/** Why a seller cannot boost now: the upgrade dialog says which. */
export type BoostBlocker = 'verification' | 'credits';

export function isVerifiedAt(
  standing: { isVerified: boolean; verifiedUntil: Moment | null },
  now: Date,
): boolean {
  if (!standing.isVerified) return false;
  return standing.verifiedUntil === null || new Date(standing.verifiedUntil) > now;
}

/** A product boosted right now: flagged, with its boost ending later. */
export const isBoostedAt = (
  product: { isBoosted: boolean; boostedUntil: Moment | null },
  now: Date,
): boolean =>
  product.isBoosted && product.boostedUntil !== null && new Date(product.boostedUntil) > now;

/** Only a listed product (active) can be boosted. */
export const isBoostable = (status: ProductStatus) => status === 'active';

/** Products a boost would spend a credit on: those not boosted right now. */
export function creditsNeeded(
  products: readonly { isBoosted: boolean; boostedUntil: string | null }[],
  now: Date,
): number {
  return products.filter((p) => !isBoostedAt(p, now)).length;
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

export interface BoostPlanStanding extends BoostStanding {
  proUntil: string | null;
}

export const isProAt = (proUntil: Moment | null, now: Date) =>
  proUntil !== null && new Date(proUntil) > now;

/** Credits boosting `needed` products for `days` uses; 0 with Pro. */
export function boostCost(
  needed: number,
  days: BoostDurationDays,
  prices: Prices,
  pro: boolean,
): number {
  return pro ? 0 : needed * prices.boostCredits[days];
}

/** Why the seller cannot boost at all (the upgrade dialog says which), or null. */
export function boostPlanBlocker(
  standing: BoostPlanStanding,
  needed: number,
  prices: Prices,
  now: Date,
): BoostBlocker | null {
  if (isProAt(standing.proUntil, now)) return null;
  const shortest = Math.min(...BOOST_DURATION_DAYS.map((d) => prices.boostCredits[d]));
  return boostBlocker(standing, Math.max(needed, 1) * shortest, now);
}

/** The lengths the seller can pay for now (all of them with Pro). */
export function affordableDays(
  credits: number,
  needed: number,
  prices: Prices,
  pro: boolean,
): BoostDurationDays[] {
  return BOOST_DURATION_DAYS.filter((d) => boostCost(needed, d, prices, pro) <= credits);
}

/** The length chosen when the dialog opens: a week when affordable (the usual boost), else the
 * longest the credits pay for, else the shortest (the dialog then says credits are short). */
export function defaultBoostDays(
  credits: number,
  needed: number,
  prices: Prices,
  pro: boolean,
): BoostDurationDays {
  const affordable = affordableDays(credits, needed, prices, pro);
  return affordable.at(-1) ?? BOOST_DURATION_DAYS[0];
}
