// A titled card of the Edit Shop screen (each card is a labelled region).
import { type ReactNode, useId } from 'react';

export function Card({
  title,
  children,
  aside,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  /** Beside the title (a badge). */
  aside?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-semibold text-lg">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
