// The shell of a moderation list (products, sellers): a table on wide screens, a card per row on
// phones (one markup). The caller gives its column headings (`th`); the shell adds the actions
// column, and each row uses `rowClass` and its cells `td`.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

export const th = 'px-3 py-2 text-left font-semibold text-sm text-subtle';
export const td = 'md:table-cell md:px-3 md:py-2 md:align-top';
export const rowClass =
  'flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0';

export function ModerationTable({
  headings,
  children,
}: {
  headings: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className="block w-full md:table md:rounded-xl md:border md:border-line md:bg-surface">
      <thead className="hidden md:table-header-group">
        <tr className="border-line border-b">
          {headings}
          <th className={th}>
            <span className="sr-only">{t('adminModeration.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
        {children}
      </tbody>
    </table>
  );
}
