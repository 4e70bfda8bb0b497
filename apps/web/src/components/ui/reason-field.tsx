// The end of a dialog that asks why (cancel a job, reject a payout): the reason textarea (3 rows,
// up to 300 characters, focused on open) with its hint and field error, then the way back and the
// danger-toned submit. The texts are `${texts}.reason`, `.reasonHint`, `.keep`, `.submit` and
// `.submitting`.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Field, inputClass } from './field.tsx';
import { FormActions } from './form-actions.tsx';

export function ReasonField({
  texts,
  field,
  error,
  pending,
  onBack,
}: {
  texts: string;
  /** `form.register('reason')` */
  field: UseFormRegisterReturn;
  /** `form.formState.errors.reason` */
  error: { message?: string | undefined; type?: string | number } | undefined;
  pending: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t(`${texts}.reason`)}
        hint={t(`${texts}.reasonHint`)}
        error={errorText(t, error)}
      >
        {(control) => (
          <textarea
            {...control}
            {...field}
            rows={3}
            maxLength={300}
            // biome-ignore lint/a11y/noAutofocus: used only inside a Dialog, where the reason is the field to start at
            autoFocus
            className={`${inputClass} py-2`}
          />
        )}
      </Field>
      <FormActions
        back={t(`${texts}.keep`)}
        onBack={onBack}
        submitLabel={t(`${texts}.submit`)}
        pendingLabel={t(`${texts}.submitting`)}
        pending={pending}
        tone="danger"
      />
    </>
  );
}
