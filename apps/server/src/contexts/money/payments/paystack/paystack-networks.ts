// Paystack names each mobile money network by a code it publishes in its bank list (seen as MTN,
// VOD, ATL). The codes are read from Paystack, not written here, so a renamed network (Vodafone
// became Telecel) or a new code needs no release. The list changes rarely: it is kept in memory
// for some hours, a cache only (each instance loads its own; nothing depends on it being shared).
import type { MomoNetwork } from '@dwa/domain/enums';
import type { Clock } from '../../../../lib/clock.ts';
import { ProviderError } from '../provider.ts';
import type { PaystackRequest } from './paystack-http.ts';
import { BankListSchema } from './paystack-schemas.ts';

export const NETWORK_CODES_TTL_MS = 6 * 60 * 60 * 1000;

/** How each Dwa network is recognised in Paystack's list, by name, slug or code. */
const NETWORK_PATTERNS: Record<MomoNetwork, RegExp> = {
  mtn: /\bmtn\b/,
  vodafone: /vodafone|telecel|\bvod\b/,
  airteltigo: /airtel|tigo|\batl\b/,
};

export type NetworkCodes = Partial<Record<MomoNetwork, string>>;

/** Returns a function giving the Paystack code of a network. Concurrent callers share one load;
 * a failed load is not kept, so the next call tries again. */
export function createNetworkCodes(request: PaystackRequest, clock: Clock) {
  let cached: { codes: Promise<NetworkCodes>; loadedAt: number } | null = null;

  const load = async (): Promise<NetworkCodes> => {
    const banks = await request('GET', '/bank?currency=GHS&type=mobile_money', BankListSchema);
    const codes: NetworkCodes = {};
    for (const bank of banks) {
      if (bank.active === false) continue;
      const haystack = `${bank.name} ${bank.slug ?? ''} ${bank.code}`.toLowerCase();
      for (const [network, pattern] of Object.entries(NETWORK_PATTERNS)) {
        const key = network as MomoNetwork;
        if (codes[key] === undefined && pattern.test(haystack)) codes[key] = bank.code;
      }
    }
    return codes;
  };

  return async function codeFor(network: MomoNetwork): Promise<string> {
    const now = clock.now().getTime();
    if (cached === null || now - cached.loadedAt >= NETWORK_CODES_TTL_MS) {
      const entry = { codes: load(), loadedAt: now };
      cached = entry;
      entry.codes.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    const code = (await cached.codes)[network];
    if (code === undefined) {
      throw new ProviderError('rejected', `Paystack lists no mobile money provider for ${network}`);
    }
    return code;
  };
}
