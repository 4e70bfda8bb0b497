// Shown while the rider is not verified: admins verify riders (for a year), and until then the
// rider sees jobs but cannot accept them. The link leads to the profile, where the status is.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';

export function VerificationPrompt() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="rider-verification-title"
      data-testid="verification-prompt"
      className="flex flex-col gap-2 rounded-xl border border-gold bg-surface p-4"
    >
      <h2 id="rider-verification-title" className="font-semibold text-lg">
        {t('riderCenter.dashboard.verification.title')}
      </h2>
      <p className="text-sm">{t('riderCenter.dashboard.verification.text')}</p>
      <Link to="/rider/profile" className="btn-outline self-start">
        {t('riderCenter.dashboard.verification.action')}
      </Link>
    </section>
  );
}
