import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  chipCategories,
  FILTER_CATEGORIES,
  LOCATION_LABELS,
  MOMO_NETWORK_LABELS,
  MOMO_NETWORKS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENT_TYPES,
  REGISTRATION_LOCATIONS,
  RIDER_LANGUAGE_LABELS,
  RIDER_LANGUAGES,
  SERVICE_ZONE_LABELS,
  SERVICE_ZONES,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
} from './enums.ts';

describe('enumerations of spec section 9', () => {
  it.each([
    ['locations', REGISTRATION_LOCATIONS, LOCATION_LABELS],
    ['vehicles', VEHICLE_TYPES, VEHICLE_TYPE_LABELS],
    ['zones', SERVICE_ZONES, SERVICE_ZONE_LABELS],
    ['rider languages', RIDER_LANGUAGES, RIDER_LANGUAGE_LABELS],
    ['networks', MOMO_NETWORKS, MOMO_NETWORK_LABELS],
    ['events', NOTIFICATION_EVENT_TYPES, NOTIFICATION_EVENT_LABELS],
  ] as const)('%s: labels cover exactly the values, without duplicates', (_, values, labels) => {
    expect(new Set(values).size).toBe(values.length);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('keeps the spec texts', () => {
    expect(FILTER_CATEGORIES).toEqual([
      'electronics',
      'fashion',
      'home',
      'automotive',
      'food',
      'sports',
      'books',
    ]);
    expect(CATEGORIES).toContain('general');
    expect(Object.values(VEHICLE_TYPE_LABELS)).toEqual(['Bicycle', 'Motorbike', 'Car', 'Van']);
    expect(Object.values(SERVICE_ZONE_LABELS)).toEqual([
      'Accra Central',
      'Tema',
      'Kumasi',
      'Takoradi',
      'Cape Coast',
      'Tamale',
    ]);
    expect(Object.values(RIDER_LANGUAGE_LABELS)).toEqual([
      'English',
      'Twi',
      'Ga',
      'Ewe',
      'Dagbani',
      'Hausa',
    ]);
    expect(NOTIFICATION_EVENT_LABELS).toEqual({
      welcome: 'Welcome Message',
      first_product: 'First Product Added',
      boost_active: 'Boost Activated',
      boost_expiry_reminder: 'Boost Expiry Reminder',
      inactivity_reminder: 'Add Products Reminder',
      verification_expiry: 'Verification Expiring',
      receipt_requested: 'Receipt Requested',
      pro_expiry: 'Pro Expiring',
    });
  });
});

describe('chipCategories', () => {
  const counts = (n: Partial<Record<(typeof CATEGORIES)[number], number>>) =>
    CATEGORIES.map((category) => ({ category, count: n[category] ?? 0 }));

  it("is the spec's filter list when only its categories have products", () => {
    expect(chipCategories(counts({ food: 3 }))).toEqual([...FILTER_CATEGORIES]);
    expect(chipCategories([])).toEqual([...FILTER_CATEGORIES]);
  });

  it('adds General when it has products, so every listed product has a chip', () => {
    const all = counts({ food: 40, books: 21, general: 1 });
    const chips = chipCategories(all);
    expect(chips).toEqual([...FILTER_CATEGORIES, 'general']);
    const sum = all.filter((c) => chips.includes(c.category)).reduce((n, c) => n + c.count, 0);
    expect(sum).toBe(62);
  });
});
