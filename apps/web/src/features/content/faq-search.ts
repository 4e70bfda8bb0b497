// FAQ filtering: a question matches when every word typed appears in its question or answer,
// ignoring case and accents (so "recu" finds "reçu" and "RECEIPT" finds "receipt").

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
