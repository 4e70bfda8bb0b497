// A bot text as WhatsApp shows it: web addresses are links, *words* between single stars are
// bold. Pure, so the chat bubble renders parts and never HTML from the text.
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; href: string };

// An address runs to the next space; a closing bracket or sentence mark after it is not part of it.
const TOKEN = /(https?:\/\/[^\s]+[^\s.,;:!?)'"])|\*([^*\n]+)\*/g;

export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    if (match[1]) parts.push({ kind: 'link', href: match[1] });
    else parts.push({ kind: 'bold', text: match[2]! });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
