// 'Chat on WhatsApp': a plain link to wa.me (works without JavaScript, opens the app on phones)
// that also records the inquiry on the server. A seller without a usable number gets no link.
import type { ProductDetail } from '@dwa/domain/products';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { recordInquiry } from './record-inquiry.ts';
import { whatsappHref } from './whatsapp-message.ts';

export function WhatsAppButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const phone = product.seller.whatsappNumber;
  if (!phone) {
    return (
      <p data-testid="no-whatsapp" className="text-sm text-subtle">
        {t('sellerContact.noWhatsApp')}
      </p>
    );
  }
  return (
    <a
      href={whatsappHref(t, phone, product, origin)}
      target="_blank"
      rel="noopener"
      data-testid="whatsapp-link"
      // Not preventDefault: the browser follows the link at once while the beacon goes out.
      onClick={() => recordInquiry(product.id)}
      onAuxClick={() => recordInquiry(product.id)}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-[#1f7a45] px-4 font-semibold text-white hover:opacity-90"
    >
      <WhatsAppIcon />
      {t('sellerContact.chatOnWhatsApp')}
      <span className="sr-only"> {t('sellerContact.opensInNewTab')}</span>
    </a>
  );
}
