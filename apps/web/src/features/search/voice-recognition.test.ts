import { describe, expect, it } from 'vitest';
import { recognitionConstructor, statusForError, transcriptOf } from './voice-recognition.ts';

describe('voice recognition helpers', () => {
  it('finds the standard or the webkit constructor, or none', () => {
    class Standard {}
    class Webkit {}
    expect(recognitionConstructor({ SpeechRecognition: Standard })).toBe(Standard);
    expect(recognitionConstructor({ webkitSpeechRecognition: Webkit })).toBe(Webkit);
    expect(recognitionConstructor({})).toBeNull();
  });

  it('names each error for the user', () => {
    expect(statusForError('no-speech')).toBe('noSpeech');
    expect(statusForError('not-allowed')).toBe('denied');
    expect(statusForError('audio-capture')).toBe('denied');
    expect(statusForError('aborted')).toBe('idle');
    expect(statusForError('network')).toBe('failed');
  });

  it('takes the first transcript, trimmed', () => {
    expect(transcriptOf({ results: [[{ transcript: ' kente cloth ' }]] })).toBe('kente cloth');
    expect(transcriptOf({ results: [] })).toBe('');
  });
});
