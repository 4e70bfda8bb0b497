// Live shopping: sellers' streams that are live now or scheduled, each opening the stream on its
// own site in a new tab. It sits high on the home page (under the hero, as the spec orders it),
// so its height is fixed and known before its answer: every card is the same size (two lines of
// title, one of seller), and while the answer is on its way (a page the browser renders itself)
// a placeholder of that height holds the place, so nothing below moves when it arrives. The
// server-rendered page has the answer already. Nothing is shown when there are no streams (or
// the list cannot be loaded). Always one element (a <Deferred> child must be).

import type { LiveStream } from '@dwa/domain/site';
import { formatWeekdayTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLiveStreams } from './use-live-streams.ts';

const section = 'mb-6';
const list = '-mx-4 flex gap-3 overflow-x-auto px-4 pb-2';
const card = 'relative flex h-32 w-64 shrink-0 flex-col gap-1 rounded-xl border border-line p-3';

export function LiveStrip() {
  const { t } = useTranslation();
  const { data, isPending } = useLiveStreams();
  const streams = data?.items ?? [];
  if (isPending) {
    return (
      <section className={section} aria-hidden="true" data-testid="live-strip-placeholder">
        <div className="mb-2 h-7 w-40 rounded bg-muted" />
        <div className={list}>
          <div className={`${card} bg-muted`} />
          <div className={`${card} bg-muted`} />
        </div>
      </section>
    );
  }
  if (streams.length === 0) return <section hidden />;
  return (
    <section aria-labelledby="live-heading" className={section} data-testid="live-section">
      <h2 id="live-heading" className="mb-2 h-7 font-bold text-lg">
        {t('liveShopping.heading')}
      </h2>
      <ul className={list} data-testid="live-strip">
        {streams.map((stream) => (
          <li key={stream.id} className="shrink-0">
            <StreamCard stream={stream} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StreamCard({ stream }: { stream: LiveStream }) {
  const { t, i18n } = useTranslation();
  return (
    <a
      href={stream.url}
      target="_blank"
      rel="noopener"
      className={`${card} overflow-hidden bg-surface hover:bg-muted`}
    >
      <span className="flex h-5 items-center gap-2 text-xs">
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
      {/* Two lines' room whatever the title's length: every card is the same height. */}
      <span className="line-clamp-2 h-12 font-semibold">{stream.title}</span>
      <span className="truncate text-sm text-subtle">
        {t('liveShopping.bySeller', { seller: stream.seller.businessName })}
        <span className="sr-only"> {t('liveShopping.newTab')}</span>
      </span>
    </a>
  );
}
