// The home page's banner: the admins' text (Platform Settings) and, when set, the link to Dwa's
// own live channel. Rendered with the page (the public settings are among its answers), so it is
// there in the first HTML; nothing when neither is set. Always one element (a <Deferred> child
// must be).

import { useTranslation } from '../../lib/i18n.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';

/** The banner in the reader's language, else the English one (admins may write only that). */
const BANNER_OF = { en: 'bannerText', tw: 'bannerTextTw', pidgin: 'bannerTextPidgin' } as const;

export function SiteBanner() {
  const { t, i18n } = useTranslation();
  const { data } = usePublicSettings();
  const text = data && (data[BANNER_OF[i18n.language]] ?? data.bannerText);
  if (!text && !data?.livestreamUrl) return <aside hidden />;
  return (
    <aside
      aria-label={t('liveShopping.bannerLabel')}
      data-testid="site-banner"
      className="mb-6 flex flex-col gap-2 rounded-xl border border-gold bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      {text && <p className="font-semibold">{text}</p>}
      {data?.livestreamUrl && (
        <a
          href={data.livestreamUrl}
          target="_blank"
          rel="noopener"
          className="shrink-0 font-semibold text-brand underline"
        >
          {t('liveShopping.watchDwa')}
          <span className="sr-only"> {t('liveShopping.newTab')}</span>
        </a>
      )}
    </aside>
  );
}
