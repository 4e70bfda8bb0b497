// A small label beside a seller or product: the word is always shown, colour only helps.
import type { ReactNode } from 'react';

const tones = {
  good: 'bg-brand text-brand-ink',
  plain: 'border border-line bg-muted text-ink',
  quiet: 'border border-dashed border-subtle bg-surface text-subtle',
  warn: 'border border-red-700 bg-surface text-red-700 dark:border-red-300 dark:text-red-300',
  gold: 'border border-gold text-gold',
};

export function Badge({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex rounded-full px-2 py-0.5 font-semibold text-xs ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
