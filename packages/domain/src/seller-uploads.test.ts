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
  deliveryAvailable: false,
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
      delivery: { available: false, costPesewas: null, areas: [] },
    });
  });

  it('sends the delivery as the seller left it: places split, a blank cost is none, 0 is free', () => {
    const sent = (values: Partial<typeof form> & Record<string, unknown>) =>
      PublishUploadSchema.parse(toPublishInput({ ...form, ...values })).delivery;
    expect(
      sent({ deliveryAvailable: true, deliveryCost: '20', deliveryAreas: 'Ejisu, Adum ,' }),
    ).toEqual({ available: true, costPesewas: 2_000, areas: ['Ejisu', 'Adum'] });
    expect(sent({ deliveryAvailable: true, deliveryCost: '0' })).toEqual({
      available: true,
      costPesewas: 0,
      areas: [],
    });
    expect(sent({ deliveryAvailable: true, deliveryCost: '' })?.costPesewas).toBeNull();
    // Unticked, cost and areas typed before mean nothing.
    expect(sent({ deliveryAvailable: false, deliveryCost: '20', deliveryAreas: 'Ejisu' })).toEqual({
      available: false,
      costPesewas: null,
      areas: [],
    });
  });

  it("keeps the caption's delivery when the request names none (the bot, an admin)", () => {
    expect(PublishUploadSchema.parse({}).delivery).toBeUndefined();
    // Cost or areas without the tick are not a delivery answer.
    expect(PublishUploadSchema.parse({ deliveryCost: '20' }).delivery).toBeUndefined();
  });

  it('refuses what the server refuses, with the same catalog keys', () => {
    const result = PublishUploadFormSchema.safeParse({
      title: 'a',
      price: '-5',
      description: 'x'.repeat(2001),
      category: 'toys',
      deliveryAvailable: true,
      deliveryCost: 'twenty',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      title: 'validation.productName',
      price: 'validation.price',
      description: 'validation.invalid',
      deliveryCost: 'validation.price',
    });
    expect(Object.keys(messages).sort()).toEqual([
      'category',
      'deliveryCost',
      'description',
      'price',
      'title',
    ]);
    const server = PublishUploadSchema.safeParse({ deliveryAvailable: true, deliveryCost: '-5' });
    expect(server.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['deliveryCost', 'validation.price'],
    ]);
  });
});
