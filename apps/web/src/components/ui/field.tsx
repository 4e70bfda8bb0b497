// A labelled form control: the label points at the control, and the hint and the error are
// tied to it with aria-describedby, so a screen reader reads them with the field. The error is
// also an alert, so it is announced when it appears.
import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children(control: ControlProps): ReactNode;
}

export const inputClass =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-subtle aria-invalid:border-red-700 dark:aria-invalid:border-red-300';

export function Field({ label, hint, error, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-subtle">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-red-700 text-sm dark:text-red-300">
      {children}
    </p>
  );
}
