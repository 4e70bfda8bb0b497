// Sharing a shop: the phone's share sheet where there is one (WhatsApp Status is in it), else the
// link is copied; and a direct 'Share on WhatsApp' link. The server's Open Graph tags for
// /shops/:id give the preview its title and photo.
import { useState } from 'react';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { notify } from '../../lib/toast.ts';

export function ShareShop({ shop }: { shop: { id: string; businessName: string } }) {
  const { t } = useTranslation();
  const [manual, setManual] = useState(false);
  const url = `${useSiteOrigin()}/shops/${shop.id}`;
  const text = t('shopPage.shareText', { shop: shop.businessName, url });

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shop.businessName, text, url });
        return;
      } catch (error) {
        // The buyer closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('shopPage.linkCopied'));
    } catch {
      // No clipboard permission (e.g. an in-app browser): show the link to copy by hand.
      setManual(true);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          // The share sheet or clipboard needs JavaScript; the WhatsApp link beside it does not.
          className="btn-outline no-js:hidden"
          data-testid="share-shop"
          onClick={() => void share()}
        >
          {t('shopPage.share')}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener"
          data-testid="share-whatsapp"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-[#1f7a45] px-4 font-semibold text-white hover:opacity-90"
        >
          <WhatsAppIcon />
          {t('shopPage.shareOnWhatsApp')}
        </a>
      </div>
      {manual && (
        <p role="status" className="break-all text-sm">
          {t('shopPage.copyFailed', { url })}
        </p>
      )}
    </div>
  );
}
