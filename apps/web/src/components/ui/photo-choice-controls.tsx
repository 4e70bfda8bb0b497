// Why a chosen photo was refused, then a row of buttons starting with the one that opens the
// (hidden) file input; the caller adds its own (send, cancel, remove). State in
// lib/use-photo-choice.ts.
import type { ReactNode } from 'react';
import type { PhotoChoice } from '../../lib/use-photo-choice.ts';
import { FieldError } from './field.tsx';
import { CameraIcon } from './icons.tsx';

export function PhotoChoiceControls({
  choice,
  label,
  inputTestId,
  capture,
  describedBy,
  disabled,
  children,
}: {
  choice: PhotoChoice;
  /** The choose button's text. */
  label: string;
  inputTestId: string;
  /** Open the phone's camera ('environment': the back one) rather than the gallery. */
  capture?: 'environment';
  /** Id of a hint the choose button is described by. */
  describedBy?: string;
  disabled: boolean;
  /** The other buttons of the row. */
  children?: ReactNode;
}) {
  return (
    <>
      {choice.problem && <FieldError>{choice.problem}</FieldError>}
      <div className="flex flex-wrap gap-2">
        {/* The file input stays hidden; a real button opens it (focus ring, name, keyboard). */}
        <input
          ref={choice.input}
          type="file"
          accept="image/*"
          capture={capture}
          onChange={choice.choose}
          hidden
          data-testid={inputTestId}
        />
        <button
          type="button"
          className="btn-outline gap-2"
          onClick={choice.open}
          aria-describedby={describedBy}
          disabled={disabled}
        >
          <CameraIcon aria-hidden="true" />
          {label}
        </button>
        {children}
      </div>
    </>
  );
}
