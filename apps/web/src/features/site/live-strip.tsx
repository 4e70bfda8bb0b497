// Live shopping: sellers' streams that are live now or scheduled, each opening the stream on its
// own site in a new tab. Nothing is shown when there are none (or the list cannot be loaded).

import { formatWeekdayTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLiveStreams } from './use-live-streams.ts';

export function LiveStrip() {
  const { t, i18n } = useTranslation();
  const { data } = useLiveStreams();
  const streams = data?.items ?? [];
  if (streams.length === 0) return null;
  return (
    <section aria-labelledby="live-heading" className="mt-8">
      <h2 id="live-heading" className="mb-2 font-bold text-lg">
        {t('liveShopping.heading')}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2" data-testid="live-strip">
        {streams.map((stream) => (
          <li key={stream.id} className="w-64 shrink-0">
            <a
              href={stream.url}
              target="_blank"
              rel="noopener"
              className="relative flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-3 hover:bg-muted"
            >
              <span className="flex items-center gap-2 text-xs">
                {stream.status === 'live' ? (
                  <span className="rounded-full bg-red-700 px-2 py-0.5 font-semibold text-white uppercase">
                    {t('liveShopping.live')}
                  </span>
                ) : (
                  <time dateTime={stream.startsAt} className="font-medium text-subtle">
                    {t('liveShopping.startsAt', {
                      time: formatWeekdayTime(stream.startsAt, i18n.language),
                    })}
                  </time>
                )}
              </span>
              <span className="line-clamp-2 font-semibold">{stream.title}</span>
              <span className="text-sm text-subtle">
                {t('liveShopping.bySeller', { seller: stream.seller.businessName })}
                <span className="sr-only"> {t('liveShopping.newTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
