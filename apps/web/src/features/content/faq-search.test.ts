import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq-search.ts';

const entries = [
  { id: 'pay', question: 'Do I pay Dwa?', answer: 'No. You pay the seller by mobile money.' },
  { id: 'receipt', question: 'How does a receipt work?', answer: 'Tap Request receipt.' },
  { id: 'tw', question: 'Ɛyɛ dɛn na metumi atɔ?', answer: 'Bue adeɛ no.' },
];

describe('filterFaq', () => {
  it('returns every entry for a blank query', () => {
    expect(filterFaq(entries, '   ')).toHaveLength(3);
  });

  it('matches words in the question or the answer, any case', () => {
    expect(filterFaq(entries, 'RECEIPT').map((e) => e.id)).toEqual(['receipt']);
    expect(filterFaq(entries, 'mobile money').map((e) => e.id)).toEqual(['pay']);
  });

  it('needs every word to match', () => {
    expect(filterFaq(entries, 'receipt money')).toEqual([]);
  });

  it('finds Twi letters', () => {
    expect(filterFaq(entries, 'adeɛ').map((e) => e.id)).toEqual(['tw']);
  });
});
