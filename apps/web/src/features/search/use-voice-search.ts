import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type RecognitionLike,
  recognitionConstructor,
  statusForError,
  transcriptOf,
  type VoiceStatus,
} from './voice-recognition.ts';

/** Listens once (en-GH, final results only) and hands the words to `onText`. Where the browser
 * has no speech recognition, `start` says so instead of pretending to listen. */
export function useVoiceSearch(onText: (text: string) => void) {
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const recognition = useRef<RecognitionLike | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor(window);
    if (!Recognition) {
      setStatus('unsupported');
      return;
    }
    recognition.current?.abort();
    const rec = new Recognition();
    rec.lang = 'en-GH';
    rec.interimResults = false;
    rec.continuous = false;
    rec.maxAlternatives = 1;
    let heard = false;
    rec.onresult = (event) => {
      const text = transcriptOf(event);
      if (!text) return;
      heard = true;
      setStatus('idle');
      onTextRef.current(text);
    };
    rec.onerror = (event) => setStatus(statusForError(event.error));
    // Ending without words or an error (silence) is "we didn't hear anything".
    rec.onend = () => setStatus((s) => (s === 'listening' ? (heard ? 'idle' : 'noSpeech') : s));
    recognition.current = rec;
    try {
      rec.start();
      setStatus('listening');
    } catch {
      setStatus('failed');
    }
  }, []);

  const stop = useCallback(() => {
    recognition.current?.abort();
    setStatus('idle');
  }, []);

  return { status, start, stop };
}
