// Text a provider wrote for the payer (Paystack's `display_text`), kept to what can be stored and
// shown as given: control, zero-width and direction-override characters become spaces (the
// database refuses NUL; an override could make "*170#" read as another code), runs of space
// collapse, and it is cut at 300 characters. The web shows it as text, never as HTML.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
export const VENDOR_TEXT_MAX = 300;

export function vendorText(text: string | undefined | null): string | null {
  if (!text) return null;
  const clean = text.replace(UNSHOWN, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  // By code point, so a cut never splits a character in two.
  return Array.from(clean).slice(0, VENDOR_TEXT_MAX).join('').trimEnd();
}
