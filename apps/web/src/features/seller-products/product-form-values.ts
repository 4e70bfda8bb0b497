// The product form's fields: the shared ProductFormSchema's input without the photos (the photo
// list lives beside the form and becomes the "photos" slots when sending). Validated raw: the
// server gets the cedis as typed and parses them itself.
import { pesewasToCedisString } from '@dwa/domain/money';
import { ProductFormSchema, type SellerProduct } from '@dwa/domain/seller-products';
import type { z } from 'zod';

export const ProductFieldsSchema = ProductFormSchema.in.omit({ photos: true });
export type ProductFormValues = z.input<typeof ProductFieldsSchema>;

/** Field paths the server may name in a 400, as the form knows them. */
export const PRODUCT_FIELDS = [
  'title',
  'category',
  'price',
  'description',
  'location',
  'deliveryAvailable',
  'deliveryCost',
  'deliveryAreas',
  'status',
] as const;

/** A new product starts active; an edited one starts from what the server has. Category and
 * location stay unset on a new product so the seller chooses them. */
export function formDefaults(product?: SellerProduct): Partial<ProductFormValues> {
  if (!product) {
    return { title: '', price: '', description: '', deliveryAvailable: false, status: 'active' };
  }
  return {
    title: product.title,
    category: product.category,
    price: pesewasToCedisString(product.pricePesewas),
    description: product.description,
    location: product.location as ProductFormValues['location'],
    deliveryAvailable: product.deliveryAvailable,
    ...(product.deliveryAvailable
      ? {
          deliveryCost:
            product.deliveryCostPesewas === null
              ? undefined
              : pesewasToCedisString(product.deliveryCostPesewas),
          deliveryAreas: product.deliveryAreas.join(', '),
        }
      : {}),
    // A product an admin blocked keeps its block whatever the form says (the server refuses a
    // change); the form shows it as hidden.
    status: product.status === 'blocked' ? 'hidden' : product.status,
  };
}

/** The server's field errors keyed as the form knows them: "product.title" → "title"; any
 * "photos…" key is about the photo list. */
export function splitServerFields(fields: Record<string, string>): {
  form: Record<string, string>;
  photos: string | undefined;
} {
  const form: Record<string, string> = {};
  let photos: string | undefined;
  for (const [key, message] of Object.entries(fields)) {
    const path = key.replace(/^product\./, '');
    if (path === 'photos' || path.startsWith('photos.') || path.startsWith('photos[')) {
      photos ??= message;
    } else form[path] = message;
  }
  return { form, photos };
}
