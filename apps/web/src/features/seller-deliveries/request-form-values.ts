// The request form's starting values: the product asked for (its delivery cost as the fee), the
// shop's location as the pickup and the zone that location names. Validated raw with the shared
// DeliveryRequestSchema: the server gets the cedis as typed and parses them itself.
import {
  type DeliveryRequestInput,
  DeliveryRequestSchema,
  zoneOfPlace,
} from '@dwa/domain/deliveries';
import { LOCATION_LABELS, type RegistrationLocation } from '@dwa/domain/enums';
import { pesewasToCedisString } from '@dwa/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The form's values as the inputs hold them: every field a string ('' = not given). */
export interface RequestFormValues {
  productId: string;
  pickupLocation: string;
  zone: string;
  dropoffLocation: string;
  dropoffLandmark: string;
  recipientName: string;
  recipientPhone: string;
  deliveryNote: string;
  fee: string;
}

/** Field paths the server may name in a 400, as the form knows them. */
export const REQUEST_FIELDS = [
  'productId',
  'pickupLocation',
  'zone',
  'dropoffLocation',
  'dropoffLandmark',
  'recipientName',
  'recipientPhone',
  'deliveryNote',
  'fee',
] as const satisfies readonly (keyof RequestFormValues)[];

/** The fee a product suggests: its delivery cost in cedis, or '' when it has none. */
export const feeOf = (product: { deliveryCostPesewas: number | null } | null | undefined) =>
  product?.deliveryCostPesewas ? pesewasToCedisString(product.deliveryCostPesewas) : '';

/** The pickup a shop suggests: its town, as the rider reads it ("Cape Coast"). */
export const pickupOf = (shop: { location: RegistrationLocation } | null | undefined) =>
  shop ? LOCATION_LABELS[shop.location] : '';

export function requestDefaults(
  shop: { location: RegistrationLocation } | null | undefined,
  product: { id: string; deliveryCostPesewas: number | null } | null | undefined,
): RequestFormValues {
  const pickupLocation = pickupOf(shop);
  return {
    productId: product?.id ?? '',
    pickupLocation,
    zone: zoneOfPlace(pickupLocation) ?? '',
    dropoffLocation: '',
    dropoffLandmark: '',
    recipientName: '',
    recipientPhone: '',
    deliveryNote: '',
    fee: feeOf(product),
  };
}

/** What is sent: blanks of optional fields left out, the fee as typed. */
export function requestBody(values: RequestFormValues): DeliveryRequestInput {
  return {
    productId: values.productId || null,
    pickupLocation: values.pickupLocation,
    zone: values.zone as DeliveryRequestInput['zone'],
    dropoffLocation: values.dropoffLocation,
    dropoffLandmark: values.dropoffLandmark || null,
    recipientName: values.recipientName,
    recipientPhone: values.recipientPhone,
    deliveryNote: values.deliveryNote || null,
    fee: values.fee,
  };
}

const checkBody = zodResolver(DeliveryRequestSchema, undefined, { raw: true });

/** The form's resolver: the body it would send, checked with the shared DeliveryRequestSchema
 * (the same check the server makes); its messages are catalog keys at the same field names. */
export const requestResolver: Resolver<RequestFormValues> = async (values, context, options) => {
  const result = await checkBody(
    requestBody(values),
    context,
    options as unknown as Parameters<typeof checkBody>[2],
  );
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};
