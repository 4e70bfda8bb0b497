import { DEFAULT_PRICES } from '@dwa/domain/prices';
import { describe, expect, it } from 'vitest';
import { defaultPack, payFormDefaults, pesewasPerCredit, purchaseAmount } from './pay-defaults.ts';

describe('pay form defaults', () => {
  it('start from the saved wallet, its network as the seller chose it', () => {
    // A number whose prefix says MTN, saved as Telecel (numbers move between networks).
    expect(
      payFormDefaults({ phone: '+233241234567', network: 'vodafone' }, '+233501112222'),
    ).toEqual({ phone: '0241234567', network: 'vodafone' });
  });

  it('else from the WhatsApp number, with the network its prefix suggests', () => {
    expect(payFormDefaults(null, '+233501112222')).toEqual({
      phone: '0501112222',
      network: 'vodafone',
    });
    // A prefix no network owns: the seller chooses.
    expect(payFormDefaults(null, '+233301112222')).toEqual({ phone: '0301112222', network: '' });
    expect(payFormDefaults(null, null)).toEqual({ phone: '', network: '' });
  });

  it('price what is bought from the price list, a pack by its size', () => {
    expect(purchaseAmount(DEFAULT_PRICES, 'verification', undefined)).toBe(5_000);
    expect(purchaseAmount(DEFAULT_PRICES, 'pro', undefined)).toBe(20_000);
    expect(purchaseAmount(DEFAULT_PRICES, 'credits', 5)).toBe(4_500);
    expect(purchaseAmount(DEFAULT_PRICES, 'credits', 7)).toBeNull();
    expect(defaultPack(DEFAULT_PRICES)).toBe(5);
    expect(defaultPack({ ...DEFAULT_PRICES, creditPacks: [{ credits: 3, pesewas: 2_500 }] })).toBe(
      3,
    );
  });

  it('show bigger packs cheaper per credit', () => {
    expect(DEFAULT_PRICES.creditPacks.map(pesewasPerCredit)).toEqual([1_000, 900, 800]);
  });
});
