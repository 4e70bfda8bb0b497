// How to list a product by WhatsApp: the bot's number from the platform settings, an example
// message, and a button that opens the chat with the example filled in. Without a configured bot
// number the banner says so instead of showing a link that goes nowhere.
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { useTranslation } from '../../lib/i18n.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

/** A number of a bot number's length, to size the text while the real one loads. */
const PLACEHOLDER_NUMBER = '+233200000000';

export function WhatsAppBanner() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const bot = settings.data?.botWhatsapp ?? null;
  const example = t('sellerCenter.banner.example');
  return (
    <section
      aria-labelledby="wa-banner-title"
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="wa-banner-title" className="font-semibold">
        {t('sellerCenter.banner.title')}
      </h2>
      {settings.isPending ? (
        // While the number loads, the text it goes into holds its place, unseen, under the
        // loading line: the banner sits above the screen, and growing by three lines when the
        // settings answer moved the whole screen down.
        <p className="grid text-sm text-subtle">
          <span className="col-start-1 row-start-1">{t('sellerCenter.banner.loading')}</span>
          <span aria-hidden="true" className="invisible col-start-1 row-start-1">
            {t('sellerCenter.banner.text', { number: formatPhoneDisplay(PLACEHOLDER_NUMBER) })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-subtle">
          {bot
            ? t('sellerCenter.banner.text', { number: formatPhoneDisplay(bot) })
            : t('sellerCenter.banner.noBot')}
        </p>
      )}
      {/* The example and the chat button fold away: the banner sits above every seller screen. */}
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium">
          {t('sellerCenter.banner.showExample')}
        </summary>
        <pre className="mt-2 whitespace-pre-wrap rounded-lg bg-muted p-3 font-sans">{example}</pre>
        {bot && (
          <a
            className="btn-outline mt-2"
            href={buildWaMeLink(bot, example)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('sellerCenter.banner.open')}
          </a>
        )}
      </details>
    </section>
  );
}
