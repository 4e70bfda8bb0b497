// The registration form before the code step: the shared registration schema without `code`.
// Validated raw (the server gets the cedis text and parses it itself).
import { type SellerRegistration, SellerRegistrationSchema } from '@dwa/domain/auth';

export const SellerDetailsSchema = SellerRegistrationSchema.in.omit({ code: true });
export type SellerDetails = Omit<SellerRegistration, 'code'>;

/** Field paths the server may name in a 400, as the form knows them. */
export const SELLER_DETAIL_FIELDS = [
  'businessName',
  'phone',
  'location',
  'password',
  'product.title',
  'product.category',
  'product.price',
  'product.description',
  'product.deliveryCost',
  'product.deliveryAreas',
] as const;
