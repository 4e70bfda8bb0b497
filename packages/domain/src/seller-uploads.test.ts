import { describe, expect, it } from 'vitest';
import {
  PRICE_REQUIRED_MESSAGE,
  PublishUploadFormSchema,
  PublishUploadSchema,
  toPublishInput,
} from './seller-uploads.ts';

const form = {
  title: 'Kaba and slit',
  price: '350',
  description: '',
  category: 'fashion' as const,
};

describe('publish dialog → request', () => {
  it('asks for a price: a blank or GH₵ 0 is refused, a typed one is kept', () => {
    for (const price of ['', '  ', '0', '0.00']) {
      const result = PublishUploadFormSchema.safeParse({ ...form, price });
      expect(result.success, price).toBe(false);
      expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['price', PRICE_REQUIRED_MESSAGE],
      ]);
    }
    const typed = PublishUploadSchema.parse(toPublishInput({ ...form, price: '1,550.50' }));
    expect(typed).toEqual({
      title: 'Kaba and slit',
      pricePesewas: 155_050,
      description: '',
      category: 'fashion',
    });
  });

  it('refuses what the server refuses, with the same catalog keys', () => {
    const result = PublishUploadFormSchema.safeParse({
      title: 'a',
      price: '-5',
      description: 'x'.repeat(2001),
      category: 'toys',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      title: 'validation.productName',
      price: 'validation.price',
      description: 'validation.invalid',
    });
    expect(Object.keys(messages).sort()).toEqual(['category', 'description', 'price', 'title']);
  });
});
