// A modal <dialog> opened and closed by the `open` prop: the browser traps focus, Escape closes
// it, and focus returns to what opened it. `onClose` runs however it was closed.
import { type ReactNode, useEffect, useRef } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';

interface Props {
  open: boolean;
  onClose(): void;
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}

export function ModalDialog({
  open,
  onClose,
  titleId,
  title,
  closeLabel,
  children,
  testId,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid={testId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-0 text-ink backdrop:bg-black/50"
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
