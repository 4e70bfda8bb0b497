// The figures at the top of a dashboard (the seller's, the rider's), as the server computed them:
// two cards a row on a phone, four from lg, each a term (the label) with its value and an
// optional note. Test ids: `stat-<id>` on a card, `stat-value` and `stat-note` inside it.

export interface StatCard {
  id: string;
  label: string;
  value: string;
  note?: string | undefined;
  /** An amount: kept on one line, and a size down on a phone when long. */
  money?: boolean;
}

/** A phone's half-width card fits "GH₵ 1,234.50" only a size down (it must not wrap). */
const moneySize = (text: string) =>
  text.length <= 9 ? 'text-xl' : text.length <= 12 ? 'text-lg' : 'text-base';

export function StatCardList({
  title,
  titleId,
  cards,
  compact = false,
}: {
  /** The section's name, read by screen readers only. */
  title: string;
  titleId: string;
  cards: StatCard[];
  /** Values other than amounts a size down on a phone too. */
  compact?: boolean;
}) {
  const size = (card: StatCard) =>
    card.money
      ? `whitespace-nowrap sm:text-2xl ${moneySize(card.value)}`
      : compact
        ? 'text-xl sm:text-2xl'
        : 'text-2xl';
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.id}
            data-testid={`stat-${card.id}`}
            className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface p-4"
          >
            <dt className="text-sm text-subtle">{card.label}</dt>
            <dd className={`font-bold tabular-nums ${size(card)}`} data-testid="stat-value">
              {card.value}
            </dd>
            {card.note && (
              <dd className="text-sm text-subtle" data-testid="stat-note">
                {card.note}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
