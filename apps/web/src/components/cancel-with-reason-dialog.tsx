// Cancel a delivery job with a reason (the seller's own, or any as an admin): the reason is
// checked with the shared `schema` here and again by the server, whose field message is shown at
// the field. A job picked up meanwhile (409) or gone (404) closes the dialog with the server's
// word in a toast: the refreshed list shows what happened. The texts are `${texts}.close` and
// the reason field's (ReasonField).

import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, applyServerFields, describeError } from '../lib/api-error.ts';
import { useTranslation } from '../lib/i18n.ts';
import { notify } from '../lib/toast.ts';
import { Dialog } from './ui/dialog.tsx';
import { FormAlert } from './ui/form-alert.tsx';
import { ReasonField } from './ui/reason-field.tsx';

type FormValues = { reason: string };
const FIELDS = ['reason'] as const;

export function CancelWithReasonDialog({
  id,
  cancel,
  schema,
  texts,
  title,
  text,
  cancelledText,
  failedText,
  onClose,
  testId,
  errorTestId,
}: {
  /** The job's id, sent with the reason. */
  id: string;
  cancel: UseMutationResult<unknown, Error, { id: string; reason: string }>;
  schema: z.ZodType<unknown, FormValues>;
  texts: string;
  title: string;
  /** What is cancelled, above the reason. */
  text: string;
  /** The toast once it is. */
  cancelledText: string;
  /** The start of the message when it is not. */
  failedText: string;
  onClose(): void;
  testId: string;
  errorTestId?: string;
}) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ id, reason });
      notify('success', cancelledText);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (applyServerFields(error, form.setError, FIELDS)) return;
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        notify('error', failedText, describeError(error, t));
        onClose();
      }
    }
  });

  const failed =
    cancel.error &&
    !(cancel.error instanceof ApiError && [400, 404, 409].includes(cancel.error.status))
      ? `${failedText} ${describeError(cancel.error, t, FIELDS)}`.trim()
      : null;
  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t(`${texts}.close`)} testId={testId}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm">{text}</p>
        {failed && (
          <FormAlert tone="error" testId={errorTestId}>
            {failed}
          </FormAlert>
        )}
        <ReasonField
          texts={texts}
          field={form.register('reason')}
          error={form.formState.errors.reason}
          pending={cancel.isPending}
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
