// Ghana phone numbers: the spec's normalisation rule (section 5) is the contract for what Dwa
// accepts; everything is stored E.164 (`+233XXXXXXXXX`).
import type { MomoNetwork } from './enums.ts';

export const INVALID_PHONE_MESSAGE = 'Enter a valid Ghana phone number.';

/** The spec's three forms (section 5: +233, 233 or 0, then nine digits) and two that people copy
 * from contacts and business cards (issue 33, decision 063): the international "00233…", and the
 * trunk 0 kept after the country code ("+233 024…"). The nine digits are a Ghana national number:
 * they start 2 or 5 (mobile, 020…059) or 3 (fixed lines, 030…039); "0000000000" or "0123456789"
 * is nobody's number. */
const FORMS = [/^(?:\+|00)?2330?([235]\d{8})$/, /^0([235]\d{8})$/];

/** Strip everything but digits and '+'; accept +233, 00233 or 233 (a 0 after it is dropped) or
 * 0, then a nine-digit national number. */
export function normalizeGhanaPhone(input: string): string | null {
  const cleaned = input.replace(/[^\d+]/g, '');
  for (const form of FORMS) {
    const match = form.exec(cleaned);
    if (match) return `+233${match[1]}`;
  }
  return null;
}

/** The wa.me / Cloud API form: digits only, no '+'. */
export function toWhatsAppDigits(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** Webhook `from` values are digits without '+'; only Ghana numbers are Dwa users. */
export function fromWhatsAppDigits(digits: string): string | null {
  return /^233\d{9}$/.test(digits) ? `+${digits}` : null;
}

/** Any country's number in E.164: "+", a country code that starts 1–9, at most 15 digits. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** A webhook `from` of any country as E.164, or null when it is no phone number at all. Only
 * for telling a sender outside Ghana that Dwa serves +233 numbers. */
export function e164FromWhatsAppDigits(digits: string): string | null {
  const e164 = `+${digits}`;
  return E164.test(e164) ? e164 : null;
}

/** `+233241234567` → `024 123 4567`. */
export function formatPhoneDisplay(e164: string): string {
  const local = `0${e164.slice(4)}`;
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}

export function buildWaMeLink(e164: string, text?: string): string {
  const base = `https://wa.me/${toWhatsAppDigits(e164)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

const PREFIXES: Record<MomoNetwork, string[]> = {
  mtn: ['24', '54', '55', '59', '25', '53'],
  vodafone: ['20', '50'],
  airteltigo: ['26', '56', '27', '57'],
};

/** The network a prefix suggests. Numbers are portable, so the user confirms it. */
export function suggestMomoNetwork(e164: string): MomoNetwork | null {
  const prefix = e164.slice(4, 6);
  for (const [network, prefixes] of Object.entries(PREFIXES) as [MomoNetwork, string[]][]) {
    if (prefixes.includes(prefix)) return network;
  }
  return null;
}
