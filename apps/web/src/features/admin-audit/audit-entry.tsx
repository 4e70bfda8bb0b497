// One audit row as a card (readable at 360 px): when, who, what on which record, and each
// changed field, by its label in the reader's language, as before → after, then anything else the
// row keeps (a reason, an amount).
import { AUDIT_FIELDS, type AuditEntry, type AuditField } from '@dwa/domain/admin/audit';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** A value as one short line: text as it is, anything else as JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isAuditField = (key: string): key is AuditField =>
  (AUDIT_FIELDS as readonly string[]).includes(key);

export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const details = Object.entries(entry.detail);
  // A row older than the field list may hold another name: it shows as it was recorded.
  const label = (key: string) => (isAuditField(key) ? t(`adminAudit.fields.${key}`) : key);
  const who =
    entry.actorType === 'system'
      ? t('adminAudit.system')
      : `${t(`adminAudit.actorTypes.${entry.actorType}`)}: ${entry.actorLabel ?? t('adminAudit.unknownActor')}`;
  return (
    <li data-testid="audit-entry" className="rounded-xl border border-line bg-surface p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="break-all font-mono font-semibold text-sm" data-testid="audit-action">
          {entry.action}
        </p>
        <time dateTime={entry.at} className="text-sm text-subtle">
          {formatDateTime(entry.at, i18n.language)}
        </time>
      </div>
      <p className="mt-1 break-words text-sm" data-testid="audit-actor">
        {who}
      </p>
      {(entry.targetType || entry.targetId) && (
        <p className="break-all text-sm text-subtle">
          {t('adminAudit.target')}: {entry.targetType} {entry.targetId}
        </p>
      )}
      {keys.length > 0 && (
        <div className="mt-2">
          <p className="font-medium text-sm">{t('adminAudit.changes')}</p>
          <ul className="flex flex-col gap-1 text-sm" data-testid="audit-changes">
            {keys.map((key) => (
              <li key={key} className="min-w-0 [overflow-wrap:anywhere]">
                <span className="text-subtle" data-field={key}>
                  {label(key)}
                </span>
                :{' '}
                <span className="line-through decoration-1 opacity-80">
                  {entry.before ? shown(entry.before[key]) : t('adminAudit.none')}
                </span>{' '}
                →{' '}
                <span className="font-semibold">
                  {entry.after ? shown(entry.after[key]) : t('adminAudit.none')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {details.length > 0 && (
        <div className="mt-2">
          <p className="font-medium text-sm">{t('adminAudit.details')}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
            {details.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className={isAuditField(key) ? 'text-subtle' : 'font-mono text-subtle'}>
                  {label(key)}
                </dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{shown(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </li>
  );
}
