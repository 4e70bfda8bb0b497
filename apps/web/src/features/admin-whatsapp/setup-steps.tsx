// The three setup boxes of Bot Settings (spec): Meta app + webhook, access token + phone number
// ID, subscribing to messages.
import { useTranslation } from '../../lib/i18n.ts';

const STEPS = ['app', 'token', 'subscribe'] as const;

export function SetupSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bot-setup-title" className="flex flex-col gap-3">
      <h2 id="bot-setup-title" className="font-semibold text-lg">
        {t('adminWhatsApp.settings.setupTitle')}
      </h2>
      <ol className="grid gap-3 md:grid-cols-3">
        {STEPS.map((step) => (
          <li
            key={step}
            data-testid="setup-step"
            className="flex flex-col gap-1 rounded-xl border border-line bg-muted p-4"
          >
            <h3 className="font-semibold">{t(`adminWhatsApp.settings.steps.${step}.title`)}</h3>
            <p className="text-sm">{t(`adminWhatsApp.settings.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
