// The search box and status filter above a moderation list. The words are applied on submit
// (Enter or the button), the status at once; the page owns the values (kept in the URL).
import { useId, useState } from 'react';
import { inputClass } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export interface StatusOption {
  value: string;
  label: string;
}

interface Props {
  q: string;
  status: string;
  statuses: StatusOption[];
  placeholder: string;
  onSearch(q: string): void;
  onStatus(status: string): void;
}

export function ListControls({ q, status, statuses, placeholder, onSearch, onStatus }: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState(q);
  const searchId = useId();
  const statusId = useId();
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="font-medium text-sm">
          {t('adminModeration.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClass}
          value={words}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => setWords(event.target.value)}
          data-testid="moderation-search"
        />
      </div>
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor={statusId} className="font-medium text-sm">
          {t('adminModeration.status')}
        </label>
        <select
          id={statusId}
          className={inputClass}
          value={status}
          onChange={(event) => onStatus(event.target.value)}
          data-testid="moderation-status"
        >
          <option value="">{t('adminModeration.allStatuses')}</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary">
        {t('adminModeration.apply')}
      </button>
    </form>
  );
}
