// A small status badge of the Riders and Deliveries screen: Verified, Online, job and payout
// statuses. The tone says how it reads at a glance; the text always says it in words.
import type { ReactNode } from 'react';

export const BADGE_TONES = {
  good: 'border-brand bg-brand text-brand-ink',
  active: 'border-brand text-brand',
  waiting: 'border-gold text-gold',
  quiet: 'border-line bg-muted text-ink',
  bad: 'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
} as const;

export function Badge({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof BADGE_TONES;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 font-semibold text-xs ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
