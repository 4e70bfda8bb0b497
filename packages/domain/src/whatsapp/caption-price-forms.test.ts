// Property-based: a random amount, written the ways sellers write it (GHS 45.5, GH₵45.50, 45.5
// cedis, 1,234.5, 1.2k, sidi 45, "two hundred and fifty cedis"…), is read back exactly, as a
// caption and as the answer to "how much?". Every digit of the amount matters, so a rule that
// pads, drops or reorders one (a one-decimal price read as 4,505 pesewas) fails here with the
// form that shows it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCaption, parsePriceReply } from './caption-parser.ts';

/** An amount in pesewas and one way of writing it. */
type Written = { pesewas: number; text: string };

const digitsOf = (cedis: number, grouped: boolean) =>
  grouped ? cedis.toLocaleString('en-US') : String(cedis);

/** Cedis with 0, 1 or 2 decimals written as they have them: 45, 45.00, 45.5, 45.50, 45.05. */
const decimalAmount: fc.Arbitrary<Written> = fc
  .record({
    cedis: fc.integer({ min: 1, max: 999_999 }),
    fraction: fc.integer({ min: 0, max: 99 }),
    shortFraction: fc.boolean(),
    grouped: fc.boolean(),
  })
  .map(({ cedis, fraction, shortFraction, grouped }) => {
    const whole = digitsOf(cedis, grouped);
    let text = whole;
    if (fraction % 10 === 0 && shortFraction) {
      text = fraction === 0 ? whole : `${whole}.${fraction / 10}`;
    } else if (fraction > 0 || !shortFraction) {
      text = `${whole}.${String(fraction).padStart(2, '0')}`;
    }
    return { pesewas: cedis * 100 + fraction, text };
  });

/** Thousands with "k": 2k, 1.2k, 1.25k, 12.345k. */
const kiloAmount: fc.Arbitrary<Written> = fc
  .record({ thousands: fc.integer({ min: 1, max: 999 }), rest: fc.integer({ min: 0, max: 999 }) })
  .map(({ thousands, rest }) => {
    const fraction = String(rest).padStart(3, '0').replace(/0+$/, '');
    const text = fraction ? `${thousands}.${fraction}k` : `${thousands}k`;
    return { pesewas: (thousands * 1000 + rest) * 100, text };
  });

/** Thousands and hundreds with "k" between them: 2k5 (2,500), 1k2 (1,200). */
const kiloTailAmount: fc.Arbitrary<Written> = fc
  .record({ thousands: fc.integer({ min: 1, max: 99 }), hundreds: fc.integer({ min: 1, max: 9 }) })
  .map(({ thousands, hundreds }) => ({
    pesewas: (thousands * 1000 + hundreds * 100) * 100,
    text: `${thousands}k${hundreds}`,
  }));

/** "1 200", "3 200 500": groups of three after a space. */
const spacedAmount: fc.Arbitrary<Written> = fc
  .integer({ min: 1_000, max: 9_999_999 })
  .map((cedis) => ({
    pesewas: cedis * 100,
    text: cedis.toLocaleString('en-US').replaceAll(',', ' '),
  }));

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty'];
const TWI_HUNDREDS = ['', 'oha', 'ahanu', 'ahasa', 'ahanan', 'ahanum', 'ahansia', 'ahanson'];
const TWI_TENS = ['', 'du', 'aduonu', 'aduasa', 'aduanan', 'aduonum', 'aduosia', 'aduoson'];

/** "two hundred and fifty five cedis" (English multiplies), "sidi ahanu ne aduonum" (Twi adds). */
const wordsAmount: fc.Arbitrary<Written> = fc.oneof(
  fc
    .record({
      hundreds: fc.integer({ min: 1, max: 9 }),
      tens: fc.integer({ min: 0, max: 8 }),
      units: fc.integer({ min: 0, max: 9 }),
    })
    .map(({ hundreds, tens, units }) => {
      const rest = [TENS[tens], UNITS[units]].filter(Boolean).join(' ');
      const text = `${UNITS[hundreds]} hundred${rest ? ` and ${rest}` : ''} cedis`;
      return { pesewas: (hundreds * 100 + tens * 10 + units) * 100, text };
    }),
  fc
    .record({ hundreds: fc.integer({ min: 1, max: 7 }), tens: fc.integer({ min: 0, max: 7 }) })
    .map(({ hundreds, tens }) => {
      const words = [TWI_HUNDREDS[hundreds], TWI_TENS[tens]].filter(Boolean).join(' ne ');
      return { pesewas: (hundreds * 100 + tens * 10) * 100, text: `sidi ${words}` };
    }),
);

// A currency or a price word before or after the amount, as sellers type them.
const SPACED_FORMS = [
  'GHS {}',
  'GHS{}',
  'GH₵ {}',
  'GH₵{}',
  'GH¢{}',
  'ghc {}',
  '₵{}',
  'sidi {}',
  '{} cedis',
  '{} ghc',
  'GHS: {}',
  'price: {}',
  'going for {}',
  'na {}',
  '{} only',
  '{} last',
  // Round 4: "GH 1,200.00", "c 150", "@ 85", "price: 85 fixed", "85 Ghc", Twi "sika", "retail".
  'GH {}',
  'c {}',
  '@ {}',
  'price: {} fixed',
  'last price {}',
  '{} Ghc',
  'sika {}',
  'ne sika yɛ {}',
  'retail {}',
];
// Glued after the amount: "450cedis", "70gh" (no one writes "1.2kcedis").
const GLUED_FORMS = ['{}cedis', '{}gh', '{}c'];

const withCurrency = (amount: fc.Arbitrary<Written>, forms: string[]) =>
  fc.record({ amount, form: fc.constantFrom(...forms) }).map(({ amount, form }) => ({
    pesewas: amount.pesewas,
    text: form.replace('{}', amount.text),
  }));

const written: fc.Arbitrary<Written> = fc.oneof(
  withCurrency(decimalAmount, [...SPACED_FORMS, ...GLUED_FORMS]),
  withCurrency(kiloAmount, SPACED_FORMS),
  withCurrency(kiloTailAmount, SPACED_FORMS),
  withCurrency(spacedAmount, [...SPACED_FORMS, ...GLUED_FORMS]),
  wordsAmount,
);

/** The caption around the price: a product, and sometimes a line of detail after it. */
const captionWith = (price: string) =>
  fc
    .record({
      product: fc.constantFrom('Smock', 'Kente cloth 6 yards', 'Office chair', 'Bayerɛ'),
      layout: fc.constantFrom(
        '{p} {x}',
        '{p}, {x}',
        '{p}\n{x}',
        '{p} - {x}\nHand made, very neat',
        // A price on its own line after an emoji.
        '{p}\n💰 {x}',
        '{p} 👉 {x}',
      ),
    })
    .map(({ product, layout }) => layout.replace('{p}', product).replace('{x}', price));

const runs = { numRuns: 400 };

describe('a price written any way a seller writes it', () => {
  it('is read exactly in a caption', () => {
    fc.assert(
      fc.property(
        written.chain((w) => captionWith(w.text).map((caption) => ({ ...w, caption }))),
        ({ pesewas, caption }) => {
          const parsed = parseCaption(caption);
          expect(parsed.priceProblem, caption).toBe('none');
          expect(parsed.pricePesewas, caption).toBe(pesewas);
        },
      ),
      runs,
    );
  });

  it('is read exactly as the answer to "how much?", with or without a currency', () => {
    const bare = fc.oneof(decimalAmount, kiloAmount, spacedAmount);
    fc.assert(
      fc.property(fc.oneof(written, bare), ({ pesewas, text }) => {
        expect(parsePriceReply(text), text).toEqual({ pricePesewas: pesewas });
      }),
      runs,
    );
  });

  // Round 4: numbers that are never the price beside it (a phone or MoMo number, a date, a
  // time), and a wholesale price beside the retail one, either first.
  it('is read exactly beside a phone number, a date, a time or a wholesale price', () => {
    const beside = fc.constantFrom(
      '{c}\nCall 0244 123 456',
      '{c}\nMomo: 0551234567',
      'Order before 12/12. {c}',
      '{c}, delivery Saturday 10am',
      '{c}, wholesale {w}',
      'Wholesale {w}. {c}',
    );
    fc.assert(
      fc.property(
        fc.record({
          w: written.chain((w) => captionWith(w.text).map((caption) => ({ ...w, caption }))),
          around: beside,
          wholesale: fc.integer({ min: 1, max: 99 }),
        }),
        ({ w, around, wholesale }) => {
          const caption = around.replace('{c}', w.caption).replace('{w}', String(wholesale));
          const parsed = parseCaption(caption);
          expect(parsed.priceProblem, caption).toBe('none');
          expect(parsed.pricePesewas, caption).toBe(w.pesewas);
        },
      ),
      runs,
    );
  });

  // The forms the mutation of decision 060 hid behind: one decimal, and the thousands' tail.
  it.each([
    ['GHS 45.5', 4_550],
    ['GH₵45.50', 4_550],
    ['45.5 cedis', 4_550],
    ['GHS 45.05', 4_505],
    ['1,234.5 cedis', 123_450],
    ['1.2k', 120_000],
    ['1.25k', 125_000],
    ['sidi 45', 4_500],
  ])('%j → %i pesewas', (text, pesewas) => {
    expect(parsePriceReply(text)).toEqual({ pricePesewas: pesewas });
    expect(parseCaption(`Smock ${text}`).pricePesewas).toBe(pesewas);
  });
});
