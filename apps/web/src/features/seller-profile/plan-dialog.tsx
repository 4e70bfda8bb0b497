// What Get Verified and Upgrade to Pro open until payments are built (a later issue): the real
// price and benefits (spec sections 1, 6, 9), and the way to get it today — a WhatsApp message to
// Dwa support with the request filled in, or the Contact page when no support number is set.
// Nothing here pretends to take a payment.
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

interface Props {
  /** Which request the support message makes (its own sentence in each language: a plan's
   * title, "Get Verified", does not fit into one). */
  plan: 'verification' | 'pro';
  title: string;
  /** "GH₵ 50.00, paid once" / "GH₵ 200.00 a month". */
  price: string;
  benefits: string[];
  shop: { businessName: string; whatsappNumber: string };
  onClose(): void;
}

export function PlanDialog({ plan, title, price, benefits, shop, onClose }: Props) {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const support = settings.data?.supportWhatsapp ?? null;

  const message = t(`sellerProfile.plans.messages.${plan}`, {
    shop: shop.businessName,
    phone: formatPhoneDisplay(shop.whatsappNumber),
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={t('sellerProfile.plans.close')}
      testId="plan-dialog"
    >
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
    </Dialog>
  );
}
