import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTexts, translator } from '../../lib/i18n.ts';
import { whatsappHref } from './whatsapp-message.ts';

beforeAll(() => {
  addTexts('en', en);
  addTexts('tw', tw);
});

const product = { id: 'p-1', title: 'Shito & pepper "hot" 100%', pricePesewas: 123_450 };
const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('whatsappHref', () => {
  it('opens the seller by digits with the title, price and Dwa link, safely encoded', () => {
    const href = whatsappHref(translator('en'), '+233241234567', product, 'https://dwa.example');
    expect(href.startsWith('https://wa.me/233241234567?text=')).toBe(true);
    // The title's & and % must not end or corrupt the query.
    expect(href).not.toContain('& pepper');
    expect(textOf(href)).toBe(
      'Hello! I am interested in "Shito & pepper "hot" 100%" (GH₵ 1,234.50) that I saw on Dwa: https://dwa.example/products/p-1',
    );
  });

  it("writes the message in the buyer's language", () => {
    const text = textOf(
      whatsappHref(translator('tw'), '+233241234567', product, 'https://dwa.example'),
    );
    expect(text).toContain('Agoo!');
    expect(text).toContain('GH₵ 1,234.50');
    expect(text).toContain('https://dwa.example/products/p-1');
  });
});
