// What sellers pay (decision 039): the spec's defaults, which the admin's settings
// override. Apart from the zod contracts (payments.ts) so the public pages that show prices do not
// bring zod with them.

export const BOOST_DURATION_DAYS = [1, 3, 7] as const;
export type BoostDurationDays = (typeof BOOST_DURATION_DAYS)[number];

export interface Prices {
  verificationPesewas: number;
  /** A verification lasts this long; the reminder comes 7 days before. */
  verificationDays: number;
  proMonthlyPesewas: number;
  /** Packs of boost credits, cheaper per credit as they grow. */
  creditPacks: { credits: number; pesewas: number }[];
  /** Credits a boost costs, by its length. */
  boostCredits: Record<BoostDurationDays, number>;
  /** Pro boosts without credits, up to this many products boosted at once (fair use). */
  proBoostLimit: number;
}

export const DEFAULT_PRICES: Prices = {
  verificationPesewas: 5_000,
  verificationDays: 365,
  proMonthlyPesewas: 20_000,
  creditPacks: [
    { credits: 1, pesewas: 1_000 },
    { credits: 5, pesewas: 4_500 },
    { credits: 20, pesewas: 16_000 },
  ],
  boostCredits: { 1: 1, 3: 2, 7: 4 },
  proBoostLimit: 20,
};
