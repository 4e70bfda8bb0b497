// A lead ("Failed to send OTP", the spec's words, without a full stop) followed by the server's
// reason ("Please wait 30 s…"): written as two sentences, whatever language either is in.
const ENDS_SENTENCE = /[.!?…:;。]["'”’)]*$/u;

/** The non-empty parts, each but the last ending as a sentence (a full stop added where none
 * is), joined by a space. */
export function joinSentences(...parts: readonly (string | null | undefined)[]): string {
  const kept = parts.map((p) => p?.trim() ?? '').filter((p) => p !== '');
  return kept
    .map((part, i) => (i < kept.length - 1 && !ENDS_SENTENCE.test(part) ? `${part}.` : part))
    .join(' ');
}
