// The browser's speech recognition (Chrome and Edge call it webkitSpeechRecognition; Firefox has
// none). Only the few members Dwa uses are typed here.

export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

type RecognitionConstructor = new () => RecognitionLike;

/** The constructor, or null where the browser cannot recognise speech. */
export function recognitionConstructor(win: object): RecognitionConstructor | null {
  const w = win as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What the button shows: nothing, 'Listening', or why it stopped. */
export type VoiceStatus = 'idle' | 'listening' | 'unsupported' | 'noSpeech' | 'denied' | 'failed';

/** The status a recognition error code leads to (codes from the Web Speech API). */
export function statusForError(code: string): VoiceStatus {
  if (code === 'no-speech') return 'noSpeech';
  if (code === 'not-allowed' || code === 'service-not-allowed' || code === 'audio-capture')
    return 'denied';
  // The user stopped it, or a new search replaced it: nothing to say.
  if (code === 'aborted') return 'idle';
  return 'failed';
}

/** The first transcript of a result event, trimmed; empty when nothing was understood. */
export function transcriptOf(event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) {
  return event.results[0]?.[0]?.transcript.trim() ?? '';
}
