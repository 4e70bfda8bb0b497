// A moderation list's states under its search bar: loading, failed (with a retry), or how many
// were found, the rows (or 'nothing'), and the pager.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { LoadFailed } from './load-failed.tsx';
import { Pager } from './pager.tsx';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function FoundList<T>({
  list,
  onPage,
  children,
}: {
  list: UseQueryResult<Page<T>>;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <p role="status">{t('labels.loading')}</p>;
  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <p className="text-sm text-subtle" role="status">
        {t('adminModeration.found', { count: list.data.total })}
      </p>
      {list.data.items.length === 0 ? (
        <p>{t('adminModeration.nothing')}</p>
      ) : (
        children(list.data.items)
      )}
      <Pager
        page={list.data.page}
        pageSize={list.data.pageSize}
        total={list.data.total}
        onPage={onPage}
      />
    </>
  );
}
