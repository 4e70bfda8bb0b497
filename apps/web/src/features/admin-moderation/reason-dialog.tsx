// Ask first, with a reason the audit log keeps: suspending a shop, blocking a product, resolving
// reports (there the note is optional). The server checks the reason again; its field message
// shows here.
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  title: string;
  children: ReactNode;
  label: string;
  /** A reason is required (3 characters at least), or a note may be left empty. */
  required: boolean;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  error: unknown;
  onConfirm(reason: string): void;
  onClose(): void;
  testId?: string;
}

export function ReasonDialog({
  title,
  children,
  label,
  required,
  confirmLabel,
  pendingLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
  onClose,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  const fieldError =
    error instanceof ApiError ? (error.fields.reason ?? error.fields.note) : undefined;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={title}
      closeLabel={t('adminModeration.close')}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      cancelLabel={t('adminModeration.cancel')}
      pending={pending}
      disabled={required && reason.trim().length < 3}
      error={error && !fieldError ? describeError(error, t) : undefined}
      onConfirm={() => onConfirm(reason.trim())}
      tone={tone}
      testId={testId}
    >
      <p>{children}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <textarea
          id={id}
          className={`${inputClass} min-h-20 py-2`}
          maxLength={300}
          value={reason}
          aria-describedby={`${id}-hint`}
          aria-invalid={fieldError ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
          data-testid="moderation-reason"
        />
        <p id={`${id}-hint`} className="text-sm text-subtle">
          {fieldError ?? t('adminModeration.reasonHint')}
        </p>
      </div>
    </ConfirmDialog>
  );
}
