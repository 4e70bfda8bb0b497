import { describe, expect, it } from 'vitest';
import {
  acceptBlocker,
  DeliverWithCodeSchema,
  DeliveryRequestSchema,
  firstNameOf,
  RiderProfileUpdateSchema,
  zoneOfPlace,
} from './deliveries.ts';

const now = new Date('2026-11-24T12:00:00Z');
const rider = {
  isOnline: true,
  isVerified: true,
  verificationExpiry: new Date('2027-01-01T00:00:00Z'),
  serviceZones: ['kumasi'],
};

describe('who may accept a job', () => {
  it('lets a verified, online rider in the zone accept', () => {
    expect(acceptBlocker(rider, 'kumasi', now)).toBeNull();
  });
  it('refuses unverified riders first, and riders whose verification ran out', () => {
    expect(acceptBlocker({ ...rider, isVerified: false, isOnline: false }, 'tema', now)).toBe(
      'unverified',
    );
    expect(acceptBlocker({ ...rider, verificationExpiry: now }, 'kumasi', now)).toBe('unverified');
  });
  it('refuses offline riders, then jobs outside the zones', () => {
    expect(acceptBlocker({ ...rider, isOnline: false }, 'kumasi', now)).toBe('offline');
    expect(acceptBlocker(rider, 'tema', now)).toBe('outsideZone');
  });
});

describe('the delivery request', () => {
  const valid = {
    pickupLocation: ' Adum, Kumasi ',
    zone: 'kumasi',
    dropoffLocation: 'Bantama',
    recipientName: 'Akosua Owusu',
    recipientPhone: '024 123 4567',
    fee: '25.50',
  };
  it('trims places, normalises the phone and turns the fee into pesewas', () => {
    expect(DeliveryRequestSchema.parse(valid)).toEqual({
      pickupLocation: 'Adum, Kumasi',
      zone: 'kumasi',
      dropoffLocation: 'Bantama',
      dropoffLandmark: null,
      recipientName: 'Akosua Owusu',
      recipientPhone: '+233241234567',
      deliveryNote: null,
      productId: null,
      feePesewas: 2550,
    });
  });
  it('names every bad field with its message', () => {
    const r = DeliveryRequestSchema.safeParse({
      ...valid,
      zone: 'lagos',
      recipientPhone: '123',
      fee: '0',
      pickupLocation: ' ',
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      zone: 'deliveries.zoneRequired',
      recipientPhone: 'deliveries.recipientPhoneRequired',
      fee: 'deliveries.feeInvalid',
      pickupLocation: 'deliveries.pickupRequired',
    });
  });
  it('refuses a fee that would not fit (over GHS 10,000)', () => {
    expect(DeliveryRequestSchema.safeParse({ ...valid, fee: '10000.01' }).success).toBe(false);
    expect(DeliveryRequestSchema.safeParse({ ...valid, fee: '10000' }).success).toBe(true);
  });
});

describe('small rules', () => {
  it('accepts exactly four digits as a delivery code', () => {
    expect(DeliverWithCodeSchema.safeParse({ code: ' 4821 ' }).success).toBe(true);
    expect(DeliverWithCodeSchema.safeParse({ code: '48210' }).success).toBe(false);
    expect(DeliverWithCodeSchema.safeParse({ code: '48a1' }).success).toBe(false);
  });
  it('needs at least one service zone on the profile', () => {
    const r = RiderProfileUpdateSchema.safeParse({
      name: 'Kwame Mensah',
      baseLocation: 'Madina',
      vehicleType: 'motorbike',
      serviceZones: [],
    });
    expect(r.error?.issues[0]?.message).toBe('deliveries.zonesRequired');
  });
  it('guesses the zone a place names', () => {
    expect(zoneOfPlace('Adum, Kumasi')).toBe('kumasi');
    expect(zoneOfPlace('Tema Community 1')).toBe('tema');
    expect(zoneOfPlace('Osu, Accra')).toBe('accra-central');
    expect(zoneOfPlace('Ho')).toBeNull();
  });
  it('tells only the first name', () => {
    expect(firstNameOf('  Kwame  Mensah ')).toBe('Kwame');
  });
});
