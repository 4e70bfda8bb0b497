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
      ['dining', ['diningroom']],
    ]);
    // "goals" is "goal" to the index's stemming: not searched twice.
    expect(searchTerms('goal', starts)?.match).toBe('(goal | goalkeeper)');
    expect(searchTerms('dining chairs', starts)?.match).toBe(
      '(dining | diningroom) & (chairs | xkindchair)',
    );
    expect(searchTerms('goal; drop table', starts)?.match).not.toContain(':*');
  });

  it('a word that names a kind finds the kind, not the words it starts', () => {
    // "mako" (Twi: pepper) starts "Makola Provisions", whose every product it would match.
    const starts = new Map([
      ['mako', ['makola']],
      ['book', ['bookworm']],
    ]);
    expect(searchTerms('mako', starts)?.match).toBe('(mako | xkindpepper)');
    expect(searchTerms('book', starts)?.match).not.toContain('bookworm');
  });

  it('a number and its unit match glued or apart ("25kg" is "25 kg" to a title)', () => {
    const glued = '(25kg | 25 <-> kg)';
    expect(searchTerms('Royal Aroma 25kg')?.match).toBe(`royal & aroma & ${glued}`);
    expect(searchTerms('royal aroma 25 kg')?.match).toBe(`royal & aroma & ${glued}`);
    // Not a unit: the words as they are.
    expect(searchTerms('tecno spark 20')?.match).toContain('& 20');
    expect(searchTerms('hot 40i')?.match).toContain('40i');
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
