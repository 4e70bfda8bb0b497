// A small accessible menu button (WAI-ARIA menu pattern) for single choices: arrow keys move,
// Escape and outside clicks close, focus returns to the button. Radix would add ~10 KB to every
// page for the same.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface MenuOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface Props<T extends string> {
  label: string;
  /** The button's accessible name when it shows text: it must contain that text. */
  buttonLabel?: string;
  button: ReactNode;
  options: MenuOption<T>[];
  value: T;
  onChange(value: T): void;
  testId?: string;
}

export function ChoiceMenu<T extends string>({
  label,
  buttonLabel,
  button,
  options,
  value,
  onChange,
  testId,
}: Props<T>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = () => [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? []),
    ];
    (items().find((i) => i.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={buttonLabel ?? label}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {open && (
        <div
          ref={listRef}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="absolute right-0 z-30 mt-1 min-w-40 rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === value}
              tabIndex={-1}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm hover:bg-muted focus:bg-muted focus:outline-none aria-checked:font-semibold"
              onClick={() => {
                onChange(option.value);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
