// What Get Verified and Upgrade to Pro open until payments are built (a later issue): the real
// price and benefits (spec sections 1, 6, 9), and the way to get it today — a WhatsApp message to
// Dwa support with the request filled in, or the Contact page when no support number is set.
// Nothing here pretends to take a payment.
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { usePublicSettings } from '../../lib/public-settings.ts';

interface Props {
  title: string;
  /** "GH₵ 50.00, paid once" / "GH₵ 200.00 a month". */
  price: string;
  benefits: string[];
  shop: { businessName: string; whatsappNumber: string };
  onClose(): void;
}

export function PlanDialog({ title, price, benefits, shop, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const settings = usePublicSettings();
  const support = settings.data?.supportWhatsapp ?? null;

  // A modal <dialog>: the browser traps focus, Escape closes it, focus returns to the button.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const message = t('sellerProfile.plans.message', {
    plan: title,
    shop: shop.businessName,
    phone: formatPhoneDisplay(shop.whatsappNumber),
  });

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="plan-dialog-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-0 text-ink backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-line border-b px-4 py-2">
        <h2 id="plan-dialog-title" className="font-bold text-lg">
          {title}
        </h2>
        <button
          type="button"
          className="btn-ghost"
          aria-label={t('sellerProfile.plans.close')}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex flex-col gap-4 p-4">
        <p className="font-semibold text-xl" data-testid="plan-price">
          {t('sellerProfile.plans.price', { price })}
        </p>
        <div>
          <h3 className="font-semibold">{t('sellerProfile.plans.benefitsTitle')}</h3>
          <ul className="mt-1 list-disc ps-5">
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-muted p-3">
          <h3 className="font-semibold">{t('sellerProfile.plans.howTitle')}</h3>
          <p className="text-sm">{t('sellerProfile.plans.how')}</p>
          {support ? (
            <a
              className="btn-primary"
              href={buildWaMeLink(support, message)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="plan-support-link"
            >
              {t('sellerProfile.plans.contact')}
            </a>
          ) : (
            !settings.isPending && (
              <>
                <p className="text-sm">{t('sellerProfile.plans.noSupport')}</p>
                <Link className="btn-outline" to="/contact">
                  {t('sellerProfile.plans.contactPage')}
                </Link>
              </>
            )
          )}
        </div>
      </div>
    </dialog>
  );
}
