// A moderation panel's body (products, sellers): the search box and status filter, then what
// they found. The page keeps the query in the URL; a new search or status starts at page 1.
// The texts are `${texts}.searchPlaceholder` and `${texts}.status.<status>`.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FoundList, type Page } from './found-list.tsx';
import { ListControls } from './list-controls.tsx';

export interface PanelQuery {
  q: string;
  status: string;
  page: number;
}

/** The query as the list's hook takes it: an empty box or status is no filter. */
export const listFilters = <Status extends string>(query: PanelQuery) => ({
  q: query.q || undefined,
  status: (query.status || undefined) as Status | undefined,
  page: query.page,
});

export function SearchedList<T>({
  query,
  onQuery,
  statuses,
  texts,
  list,
  children,
}: {
  query: PanelQuery;
  onQuery(next: Partial<PanelQuery>): void;
  statuses: readonly string[];
  texts: string;
  list: UseQueryResult<Page<T>>;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ListControls
        q={query.q}
        status={query.status}
        statuses={statuses.map((s) => ({ value: s, label: t(`${texts}.status.${s}`) }))}
        placeholder={t(`${texts}.searchPlaceholder`)}
        onSearch={(q) => onQuery({ q, page: 1 })}
        onStatus={(status) => onQuery({ status, page: 1 })}
      />
      <FoundList list={list} onPage={(page) => onQuery({ page })}>
        {children}
      </FoundList>
    </>
  );
}
