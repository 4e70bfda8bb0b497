// Ask first, with a reason the audit log keeps: suspending a shop, blocking a product, resolving
// reports (there the note is optional). The server checks the reason again; its field message
// shows here.
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';

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

/** A required reason, then `action` on `{ id, reason }`: once done, the `doneText` toast and
 * the dialog closes; a failure goes to `onError` (the panel's toast) and the dialog stays. */
export function ReasonActionDialog({
  id,
  action,
  doneText,
  onError,
  body,
  onClose,
  ...texts
}: {
  id: string;
  action: UseMutationResult<unknown, Error, { id: string; reason: string }>;
  doneText: string;
  onError(error: unknown): void;
  body: string;
  onClose(): void;
} & Pick<Props, 'title' | 'confirmLabel' | 'pendingLabel' | 'testId'>) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      {...texts}
      label={t('adminModeration.reason')}
      required
      pending={action.isPending}
      error={action.error}
      onClose={onClose}
      onConfirm={(reason) =>
        action.mutate(
          { id, reason },
          {
            onSuccess: () => {
              notify('success', doneText);
              onClose();
            },
            onError,
          },
        )
      }
    >
      {body}
    </ReasonDialog>
  );
}
