import { describe, expect, it } from 'vitest';
import {
  buildWaMeLink,
  formatPhoneDisplay,
  fromWhatsAppDigits,
  INVALID_PHONE_MESSAGE,
  normalizeGhanaPhone,
  suggestMomoNetwork,
  toWhatsAppDigits,
} from './phone.ts';
import { GhanaPhoneSchema } from './phone-schema.ts';

describe('normalizeGhanaPhone (spec section 5)', () => {
  it.each([
    ['+233241234567', '+233241234567'],
    ['0241234567', '+233241234567'],
    ['233241234567', '+233241234567'],
    ['024 123 4567', '+233241234567'],
    ['024-123-4567', '+233241234567'],
    ['(024) 123 4567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['  0551234567  ', '+233551234567'],
    ['0 5 3 1 2 3 4 5 6 7', '+233531234567'],
    ['tel: 0201234567', '+233201234567'],
    ['+233-20-123-4567', '+233201234567'],
    ['0.24.123.4567', '+233241234567'],
    // Beyond the spec's three forms (decision 063): as copied from contacts and business cards.
    ['00233241234567', '+233241234567'],
    ['+233 024 123 4567', '+233241234567'],
    ['2330241234567', '+233241234567'],
    ['00233 0302 123 456', '+233302123456'],
    ['0302123456', '+233302123456'], // an Accra fixed line
  ])('%j → %s', (input, expected) => {
    expect(normalizeGhanaPhone(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['024123456'], // 9 digits with 0
    ['02412345678'], // 11 digits with 0
    ['+23324123456'], // 8 after code
    ['+2332412345678'], // 10 after code
    ['+23300241234567'], // two zeros after the code
    ['0233241234567'], // 0 before the country code
    ['0000000000'], // no Ghana number starts 0 after the trunk 0
    ['0123456789'], // nor 1
    ['0441234567'], // nor 4
    ['+233841234567'],
    ['000233241234567'],
    ['241234567'], // no prefix
    ['+234241234567'], // Nigeria
    ['233+241234567'], // '+' in the middle
    ['++233241234567'],
    ['+'],
  ])('%j → null', (input) => {
    expect(normalizeGhanaPhone(input)).toBeNull();
  });
});

describe('WhatsApp and display forms', () => {
  it('turns E.164 into wa.me digits and back', () => {
    expect(toWhatsAppDigits('+233241234567')).toBe('233241234567');
    expect(fromWhatsAppDigits('233241234567')).toBe('+233241234567');
    expect(fromWhatsAppDigits('2348012345678')).toBeNull();
    expect(fromWhatsAppDigits('+233241234567')).toBeNull();
  });

  it('shows numbers the Ghanaian way', () => {
    expect(formatPhoneDisplay('+233241234567')).toBe('024 123 4567');
    expect(formatPhoneDisplay('+233501234567')).toBe('050 123 4567');
  });

  it('builds click-to-chat links with URL-encoded text', () => {
    expect(buildWaMeLink('+233241234567')).toBe('https://wa.me/233241234567');
    expect(buildWaMeLink('+233241234567', '')).toBe('https://wa.me/233241234567');
    expect(buildWaMeLink('+233241234567', 'Hi! Is "Shito" GH₵ 55 & fresh?')).toBe(
      'https://wa.me/233241234567?text=Hi!%20Is%20%22Shito%22%20GH%E2%82%B5%2055%20%26%20fresh%3F',
    );
  });

  it.each([
    ['+233241234567', 'mtn'],
    ['+233541234567', 'mtn'],
    ['+233551234567', 'mtn'],
    ['+233591234567', 'mtn'],
    ['+233251234567', 'mtn'],
    ['+233531234567', 'mtn'],
    ['+233201234567', 'vodafone'],
    ['+233501234567', 'vodafone'],
    ['+233261234567', 'airteltigo'],
    ['+233561234567', 'airteltigo'],
    ['+233271234567', 'airteltigo'],
    ['+233571234567', 'airteltigo'],
    ['+233301234567', null],
  ])('suggests the network of %s: %s', (phone, network) => {
    expect(suggestMomoNetwork(phone)).toBe(network);
  });
});

describe('GhanaPhoneSchema', () => {
  it('outputs E.164 or fails with the spec message', () => {
    expect(GhanaPhoneSchema.parse('0241234567')).toBe('+233241234567');
    const result = GhanaPhoneSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_PHONE_MESSAGE);
  });
});
