import type { SellerProduct } from '@dwa/domain/seller-products';
import { describe, expect, it } from 'vitest';
import { formDefaults, ProductFieldsSchema, splitServerFields } from './product-form-values.ts';

const product: SellerProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Kente stole',
  category: 'fashion',
  pricePesewas: 125_050,
  description: 'Handwoven in Bonwire.',
  location: 'kumasi',
  deliveryAvailable: true,
  deliveryCostPesewas: 1500,
  deliveryAreas: ['Adum', 'Asokwa'],
  status: 'hidden',
  isBoosted: false,
  boostedUntil: null,
  photos: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('product form values', () => {
  it('starts a new product active, with category and location to choose', () => {
    const values = formDefaults();
    expect(values.status).toBe('active');
    expect(values.category).toBeUndefined();
    expect(values.location).toBeUndefined();
  });

  it('fills the edit form as the seller typed it: cedis and comma-separated areas', () => {
    const values = formDefaults(product);
    expect(values).toMatchObject({
      price: '1250.50',
      deliveryCost: '15.00',
      deliveryAreas: 'Adum, Asokwa',
      status: 'hidden',
      location: 'kumasi',
    });
    // What the form starts with passes the shared schema unchanged.
    expect(ProductFieldsSchema.safeParse(values).success).toBe(true);
  });

  it('leaves delivery cost and areas out when there is no delivery', () => {
    const values = formDefaults({ ...product, deliveryAvailable: false });
    expect('deliveryCost' in values).toBe(false);
    expect('deliveryAreas' in values).toBe(false);
  });

  it('puts server messages at fields, photo messages at the photos', () => {
    expect(
      splitServerFields({
        title: 'Enter the product name.',
        'product.price': 'Enter a price.',
        photos: 'Not a photo.',
        'photos.2': 'Too big.',
      }),
    ).toEqual({
      form: { title: 'Enter the product name.', price: 'Enter a price.' },
      photos: 'Not a photo.',
    });
  });
});
