// The prefilled WhatsApp text: the product's title, price and Dwa link, in the buyer's language.
import { formatGhs } from '@dwa/domain/money';
import { buildWaMeLink } from '@dwa/domain/phone';
import type { TFunction } from '../../lib/i18n.ts';

/** The wa.me link to the seller with the message prefilled. `origin` is the site's (the link in
 * the message must open this Dwa, whichever host the buyer used). */
export function whatsappHref(
  t: TFunction,
  sellerPhone: string,
  product: { id: string; title: string; pricePesewas: number },
  origin: string,
) {
  const text = t('sellerContact.whatsappMessage', {
    title: product.title,
    price: formatGhs(product.pricePesewas),
    url: `${origin}/products/${product.id}`,
  });
  return buildWaMeLink(sellerPhone, text);
}
