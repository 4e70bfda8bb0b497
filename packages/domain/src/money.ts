// Money is integer pesewas (GHS × 100) end to end; these are the only conversions. What sellers
// pay is in prices.ts (the admin's settings override it).

/** 123450 → 'GH₵ 1,234.50'; -500 → '-GH₵ 5.00'. */
export function formatGhs(pesewas: number): string {
  if (!Number.isSafeInteger(pesewas)) throw new TypeError(`pesewas must be an integer: ${pesewas}`);
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  const cedis = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}GH₵ ${cedis}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → '12.50' (form default values). */
export function pesewasToCedisString(pesewas: number): string {
  const abs = Math.abs(pesewas);
  return `${pesewas < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The largest amount any form or filter accepts: GH₵ 10,000,000. Amount columns are 32-bit
 * integers (at most 2,147,483,647 pesewas); nothing sold on Dwa costs more. */
export const MAX_AMOUNT_PESEWAS = 1_000_000_000;

function parseAnyCedis(input: string | number): number | null {
  const text = (typeof input === 'number' ? String(input) : input).trim().replaceAll(',', '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const pesewas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(pesewas) ? pesewas : null;
}

/** Form input in cedis → pesewas, parsed as a string so 0.29 is 29 (not 28.999…). Accepts
 * thousands separators; rejects negatives, more than 2 decimals, exponents, blanks and amounts
 * over MAX_AMOUNT_PESEWAS. */
export function parseCedisToPesewas(input: string | number): number | null {
  const pesewas = parseAnyCedis(input);
  return pesewas !== null && pesewas <= MAX_AMOUNT_PESEWAS ? pesewas : null;
}

/** The catalog key telling why `input` is not an amount (too large, or not a price at all). */
export const amountMessage = (input: string | number, invalid: string) => {
  const pesewas = parseAnyCedis(input);
  return pesewas !== null && pesewas > MAX_AMOUNT_PESEWAS ? 'validation.amountTooLarge' : invalid;
};
