// A titled card (a labelled region): the rider's screens are built of these.
import { type ReactNode, useId } from 'react';

export function TitledCard({
  title,
  children,
  aside,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  /** Beside the title (a badge, a small action). */
  aside?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
