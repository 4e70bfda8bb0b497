// A message about a whole form: errors are alerts (announced at once), successes and notices
// are polite status messages.
import type { ReactNode } from 'react';

const tones = {
  error:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
  success: 'border-brand bg-muted text-ink',
  info: 'border-line bg-muted text-ink',
};

export function FormAlert({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-lg border px-3 py-2 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
