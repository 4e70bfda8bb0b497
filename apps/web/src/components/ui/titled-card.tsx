// A titled card (a labelled region): the rider's screens and the seller's Edit Shop screen are
// built of these. Edit Shop's cards sit under the screen's own h2, so they take level 3.
import { type ReactNode, useId } from 'react';

export function TitledCard({
  title,
  children,
  aside,
  testId,
  level = 2,
}: {
  title: ReactNode;
  children: ReactNode;
  /** Beside the title (a badge, a small action). */
  aside?: ReactNode;
  testId?: string;
  /** The title's heading level. */
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="font-semibold text-lg">
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
