// The foot of a form in a dialog or a page: a way back (a button, or a link) and the submit
// button that says it is working while the request is out; stacked with the main action on top
// on phones, side by side on the right on wider screens.
import type { ReactNode } from 'react';

export const SUBMIT_CLASS = {
  primary: 'btn-primary disabled:opacity-50',
  danger: 'btn-primary bg-red-700 text-white disabled:opacity-50 dark:bg-red-300 dark:text-red-950',
} as const;

export interface FormActionsProps {
  /** The way back: a label (a button calling onBack) or an element of its own (a link). */
  back: ReactNode;
  onBack?(): void;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  pending: boolean;
  disabled?: boolean;
  tone?: keyof typeof SUBMIT_CLASS;
  submitTestId?: string;
}

export function FormActions({
  back,
  onBack,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  tone = 'primary',
  submitTestId,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onBack ? (
        <button type="button" className="btn-outline" onClick={onBack}>
          {back}
        </button>
      ) : (
        back
      )}
      <button
        type="submit"
        className={SUBMIT_CLASS[tone]}
        disabled={pending || disabled}
        data-testid={submitTestId}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
