// Support WhatsApp and e-mail from the public settings (set by the admins); neither is shown
// when it is not configured, so there is never a broken link.
import { buildWaMeLink } from '@dwa/domain/phone';
import { useTranslation } from '../../lib/i18n.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

export function SupportLinks() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  if (!settings.data) return null;
  const { supportWhatsapp, supportEmail } = settings.data;
  return (
    <section>
      <h2 className="font-semibold text-xl">{t('contact.otherWays')}</h2>
      {!supportWhatsapp && !supportEmail ? (
        <p className="mt-2 text-subtle">{t('contact.notConfigured')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {supportWhatsapp && (
            <li>
              <a
                href={buildWaMeLink(supportWhatsapp)}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center font-semibold underline"
                data-testid="support-whatsapp"
              >
                {t('contact.whatsapp')}
              </a>
            </li>
          )}
          {supportEmail && (
            <li>
              <a
                href={`mailto:${supportEmail}`}
                className="inline-flex min-h-11 items-center font-semibold underline"
                data-testid="support-email"
              >
                {t('contact.emailUs', { email: supportEmail })}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
