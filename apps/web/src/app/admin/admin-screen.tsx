// What the admin back-office screens share: the tab kept in the URL (?tab=), the tab bar with its
// panel, the spec's 'Error loading data' toast and the skeleton shown while a list loads.
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';

/**
 * The screen's tab from `?tab=` (an unknown or missing value is the fallback) and a way to pick
 * one: the fallback leaves the URL without `tab`, the other query values stay, and the history
 * entry is replaced.
 */
export function useUrlTab<T extends string>(tabs: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const tab: T = tabs.find((x) => x === params.get('tab')) ?? fallback;
  const select = (name: T) => {
    const next = new URLSearchParams(params);
    if (name === fallback) next.delete('tab');
    else next.set('tab', name);
    setParams(next, { replace: true });
  };
  return [tab, select] as const;
}

/** The spec's 'Error loading data' toast (the text of `messageKey`), once per failure, with the server's reason. */
export function useLoadErrorToast(error: unknown, messageKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error) notify('error', t(messageKey), describeError(error, t));
  }, [error, messageKey, t]);
}

/** Two pulsing cards while a list loads; `height` is the cards' Tailwind height class. */
export function PendingCards({ height = 'h-20' }: { height?: 'h-20' | 'h-24' | 'h-32' }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div className={`${height} animate-pulse rounded-xl bg-muted`} />
      <div className={`${height} animate-pulse rounded-xl bg-muted`} />
    </div>
  );
}

/**
 * A tab bar and the panel it controls. Tabs are `${id}-tab-${name}`; the panel is `${id}-panel`,
 * or `${id}-panel-${name}` with `panelPerTab`. `text(name)` is a tab's label.
 */
export function AdminTabs<T extends string>({
  id,
  label,
  tabs,
  current,
  text,
  onSelect,
  panelPerTab = false,
  panelClassName,
  busy,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly T[];
  current: T;
  text(name: T): string;
  onSelect(name: T): void;
  panelPerTab?: boolean;
  panelClassName?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const panelId = (name: T) => (panelPerTab ? `${id}-panel-${name}` : `${id}-panel`);
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-line border-b"
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={current === name}
            aria-controls={panelId(name)}
            className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-3 py-2 font-semibold text-sm ${
              current === name ? 'border-brand text-ink' : 'border-transparent text-subtle'
            }`}
            onClick={() => onSelect(name)}
          >
            {text(name)}
          </button>
        ))}
      </div>
      <div
        id={panelId(current)}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current}`}
        aria-busy={busy}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
