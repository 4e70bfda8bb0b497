// The full-text conditions built from a buyer's words (decisions 037, 061): no database.
import { describe, expect, it } from 'vitest';
import { prefixWords, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('looks up the starts of words of four letters or more, not numbers, models or short plurals', () => {
    expect(prefixWords('goal fans a15 128gb wood tv Goal')).toEqual(['goal', 'wood']);
  });

  it('a word matches the dictionary words it starts, as exact words (never a prefix query)', () => {
    const starts = new Map([
      ['goal', ['goalkeeper', 'goals']],
      ['chairs', ['chairside']],
    ]);
    // "goals" is "goal" to the index's stemming: not searched twice.
    expect(searchTerms('goal', starts)?.match).toBe('(goal | goalkeeper)');
    expect(searchTerms('dining chairs', starts)?.match).toBe(
      'dining & ((chairs | chairside) | xkindchair)',
    );
    expect(searchTerms('goal; drop table', starts)?.match).not.toContain(':*');
  });

  it('the kind after the words only when other words came with it', () => {
    expect(searchTerms('dining chairs')).toMatchObject({
      kind: 'xkindchair',
      extra: 'xkindchair',
      sameKind: { id: 'chair', query: 'xkindchair' },
    });
    expect(searchTerms('chairs')).toMatchObject({ kind: 'xkindchair', extra: null });
  });

  it('a brand or model says the kind of the request: after the words, never ranked first', () => {
    expect(searchTerms('iphone')).toMatchObject({
      kind: null,
      extra: 'xkindphone',
      sameKind: { id: 'phone', query: 'xkindphone' },
    });
    expect(searchTerms('nkwan')?.sameKind).toBeNull();
  });
});
