// A job's public tracking page: open it, or share its link (the phone's share sheet where there
// is one, else the clipboard, else the link shown to copy by hand). The recipient already got it
// on WhatsApp; this is for the seller to pass on again.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { notify } from '../../lib/toast.ts';

export function TrackingLink({ number, path }: { number: number; path: string }) {
  const { t } = useTranslation();
  const [manual, setManual] = useState(false);
  const url = `${useSiteOrigin()}${path}`;

  async function share() {
    const text = t('sellerDeliveries.shareText', { number, url });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('sellerDeliveries.linkCopied'));
    } catch {
      setManual(true);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Link
          to={path}
          className="btn-outline min-h-11 flex-1 whitespace-nowrap sm:flex-none"
          data-testid="tracking-open"
        >
          {t('sellerDeliveries.openTracking')}
        </Link>
        <button
          type="button"
          className="btn-outline min-h-11 flex-1 whitespace-nowrap sm:flex-none"
          data-testid="tracking-share"
          data-url={url}
          onClick={() => void share()}
        >
          {t('sellerDeliveries.shareTracking')}
        </button>
      </div>
      {manual && (
        <p role="status" className="break-all text-sm">
          {t('sellerDeliveries.copyFailed', { url })}
        </p>
      )}
    </div>
  );
}
