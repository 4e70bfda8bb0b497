// The one modal dialog of the app, on the native <dialog>: showModal() makes the rest of the page
// inert and traps focus, Escape closes it, and focus goes back to what opened it. The parent
// owns `open`; `onClose` runs however the dialog was closed (Escape, the close button, Cancel,
// or the parent setting `open` to false). ConfirmDialog is the ask-first flow on top of it.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SUBMIT_CLASS } from './form-actions.tsx';
import { FormAlert } from './form-alert.tsx';
import { CloseIcon } from './icons.tsx';

const WIDTH = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const;

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** The accessible name of the × button (it shows no text). */
  closeLabel: string;
  children: ReactNode;
  /** The id of the element that describes the dialog (read out when it opens). */
  describedBy?: string;
  size?: keyof typeof WIDTH;
  testId?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  describedBy,
  size = 'md',
  testId,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The latest onClose without re-running the effect below when the parent re-renders.
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // Unmounted while open (the parent stopped rendering it): still give focus back.
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) restoreFocus(opener.current);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={() => {
        restoreFocus(opener.current);
        closed.current();
      }}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${WIDTH[size]} rounded-2xl border border-line bg-surface p-0 text-ink backdrop:bg-black/50`}
    >
      {open && (
        <>
          <div className="flex items-center justify-between gap-2 border-line border-b px-4 py-2">
            <h2 id={titleId} className="font-bold text-lg">
              {title}
            </h2>
            <button
              type="button"
              className="btn-ghost"
              aria-label={closeLabel}
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex flex-col gap-4 p-4">{children}</div>
        </>
      )}
    </dialog>
  );
}

function restoreFocus(element: HTMLElement | null) {
  if (element?.isConnected) element.focus();
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  closeLabel: string;
  /** What will happen, read out when the dialog opens. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs (the button is disabled meanwhile). */
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** The action cannot run now (nothing chosen); the button stays as it is, disabled. */
  disabled?: boolean;
  /** Why the last try failed, shown inside the dialog (which stays open for another try). */
  error?: ReactNode;
  onConfirm(): void;
  /** `danger` for what cannot be undone (delete, reject). */
  tone?: 'primary' | 'danger';
  size?: DialogProps['size'];
  testId?: string;
  errorTestId?: string;
}

/** Ask first: title, what will happen, Cancel and the action. Focus starts on the × button, so
 * Enter never confirms by accident. */
export function ConfirmDialog({
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  disabled = false,
  error,
  onConfirm,
  tone = 'primary',
  errorTestId,
  ...dialog
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog {...dialog} describedBy={bodyId}>
      <div id={bodyId} className="flex flex-col gap-3">
        {children}
      </div>
      {error && (
        <FormAlert tone="error" testId={errorTestId}>
          {error}
        </FormAlert>
      )}
      {/* method="dialog": Cancel closes the dialog natively, like Escape and the × button. */}
      <form method="dialog" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="submit" className="btn-outline">
          {cancelLabel}
        </button>
        <button
          type="button"
          className={SUBMIT_CLASS[tone]}
          disabled={pending || disabled}
          onClick={onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </form>
    </Dialog>
  );
}
