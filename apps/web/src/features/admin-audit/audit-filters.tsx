// The audit log's filters (search, action, who, from, to), applied on submit: they live in the
// URL, so a filtered view can be shared and Back returns to the previous one.
import type { AuditQuery } from '@dwa/domain/admin/audit';
import { type FormEvent, useState } from 'react';
import { inputClass } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';

type Filters = Required<Pick<AuditQuery, 'q' | 'action' | 'actor' | 'from' | 'to'>>;

export function AuditFilters({
  initial,
  fieldErrors,
  onApply,
}: {
  initial: Partial<Filters>;
  fieldErrors: Record<string, string>;
  onApply(filters: Partial<Filters>): void;
}) {
  const { t } = useTranslation();
  const empty: Filters = { q: '', action: '', actor: '', from: '', to: '' };
  const [values, setValues] = useState<Filters>({ ...empty, ...initial });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const field = (name: keyof Filters, type: 'search' | 'text' | 'date', placeholder?: string) => {
    const id = `audit-${name}`;
    const error = fieldErrors[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-sm">
          {t(`adminAudit.${name}`)}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          className={inputClass}
          value={values[name]}
          placeholder={placeholder}
          maxLength={name === 'actor' ? 254 : 100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-red-700 text-sm dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <search>
      <form
        aria-label={t('adminAudit.filters')}
        className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={submit}
      >
        <div className="sm:col-span-2">{field('q', 'search', t('adminAudit.qPlaceholder'))}</div>
        {field('action', 'text', t('adminAudit.actionPlaceholder'))}
        {field('actor', 'text', t('adminAudit.actorPlaceholder'))}
        {field('from', 'date')}
        {field('to', 'date')}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-6 lg:justify-end">
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setValues(empty);
              onApply({});
            }}
          >
            {t('adminAudit.clear')}
          </button>
          <button type="submit" className="btn-primary">
            {t('adminAudit.apply')}
          </button>
        </div>
      </form>
    </search>
  );
}
