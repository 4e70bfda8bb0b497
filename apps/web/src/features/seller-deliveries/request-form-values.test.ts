import { describe, expect, it } from 'vitest';
import {
  feeOf,
  type RequestFormValues,
  requestBody,
  requestDefaults,
  requestResolver,
} from './request-form-values.ts';

const product = { id: '0b7e4a4e-8a55-4f0e-9a0e-2b1f8f4c1d11', deliveryCostPesewas: 1550 };

const filled: RequestFormValues = {
  ...requestDefaults({ location: 'kumasi' }, product),
  dropoffLocation: 'Asokwa, near the police station',
  recipientName: 'Ama Mensah',
  recipientPhone: '024 123 4567',
};

const resolve = (values: RequestFormValues) =>
  requestResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('request form values', () => {
  it('start from the shop (pickup, its zone) and the product (id, delivery cost as the fee)', () => {
    expect(requestDefaults({ location: 'kumasi' }, product)).toEqual({
      productId: product.id,
      pickupLocation: 'Kumasi',
      zone: 'kumasi',
      dropoffLocation: '',
      dropoffLandmark: '',
      recipientName: '',
      recipientPhone: '',
      deliveryNote: '',
      fee: '15.50',
    });
    expect(requestDefaults({ location: 'accra' }, null)).toMatchObject({
      productId: '',
      pickupLocation: 'Accra',
      zone: 'accra-central',
      fee: '',
    });
    expect(requestDefaults({ location: 'cape-coast' }, null).zone).toBe('cape-coast');
    expect(requestDefaults(undefined, undefined)).toMatchObject({ pickupLocation: '', zone: '' });
  });

  it('suggest no fee for a product without a delivery cost', () => {
    expect(feeOf({ deliveryCostPesewas: null })).toBe('');
    expect(feeOf({ deliveryCostPesewas: 0 })).toBe('');
    expect(feeOf({ deliveryCostPesewas: 2000 })).toBe('20.00');
  });

  it('send blanks of optional fields as null and the fee as typed', () => {
    expect(requestBody({ ...filled, productId: '', fee: '12' })).toMatchObject({
      productId: null,
      dropoffLandmark: null,
      deliveryNote: null,
      fee: '12',
      zone: 'kumasi',
    });
  });

  it('check the form with the shared schema, messages as catalog keys at their fields', async () => {
    expect((await resolve(filled)).errors).toEqual({});
    const { errors } = await resolve({
      ...filled,
      zone: '',
      dropoffLocation: ' ',
      recipientPhone: '12345',
      fee: '0',
    });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      zone: 'deliveries.zoneRequired',
      dropoffLocation: 'deliveries.dropoffRequired',
      recipientPhone: 'deliveries.recipientPhoneRequired',
      fee: 'deliveries.feeInvalid',
    });
  });
});
