// The frame of the sign-in and registration screens: one column, full width on a phone, a
// card of readable width on a desktop.
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  wide = false,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl border-line bg-surface p-4 sm:border sm:p-8`}
    >
      <h1 className="font-bold text-2xl">{title}</h1>
      {intro && <p className="mt-1 text-subtle">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
