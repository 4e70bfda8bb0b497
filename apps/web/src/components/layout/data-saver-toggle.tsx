// Data saver switch (header): when on, product photos load only their smallest variant
// (ResponsiveImage reads the same preference). On desktop just the icon shows; in the phone
// menu the label is written out.

import { useDataSaver } from '../../lib/data-saver.ts';
import { useTranslation } from '../../lib/i18n.ts';

function DataSaverIcon({ on }: { on: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <path d="M4 20h2v-4H4zM9 20h2v-8H9zM14 20h2V8h-2zM19 20h2V4h-2z" fill="currentColor" />
      {on && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

export function DataSaverToggle() {
  const { t } = useTranslation();
  const [on, setOn] = useDataSaver();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      title={on ? t('dataSaver.on') : t('dataSaver.off')}
      className={`btn-ghost gap-2 ${on ? 'text-brand' : ''}`}
      data-testid="data-saver-toggle"
      onClick={() => setOn(!on)}
    >
      <DataSaverIcon on={on} />
      <span className="text-sm md:sr-only">{t('dataSaver.label')}</span>
    </button>
  );
}
