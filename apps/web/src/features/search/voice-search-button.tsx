// The microphone button of the search bar. While the browser listens it says 'Listening' in a
// live region; where speech recognition is missing, pressing it explains that instead. Hidden
// without JavaScript.

import { MicIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useVoiceSearch } from './use-voice-search.ts';

export function VoiceSearchButton({ onText }: { onText(text: string): void }) {
  const { t } = useTranslation();
  const { status, start, stop } = useVoiceSearch(onText);
  const listening = status === 'listening';
  return (
    <>
      <button
        type="button"
        className={`btn-ghost no-js:hidden ${listening ? 'animate-pulse text-brand' : ''}`}
        aria-label={listening ? t('voice.stop') : t('labels.voiceSearch')}
        aria-pressed={listening}
        data-testid="voice-search"
        onClick={listening ? stop : start}
      >
        <MicIcon />
      </button>
      <p
        aria-live="polite"
        className="order-last basis-full px-2 pt-1 text-sm empty:p-0"
        data-testid="voice-status"
      >
        {status === 'idle' ? '' : t(`voice.${status}`)}
      </p>
    </>
  );
}
