import { describe, expect, it } from 'vitest';
import { joinAdjacentText } from './joined-text.ts';

describe('joinAdjacentText', () => {
  const icon = { type: 'svg' };

  it('joins texts that would be one text node in the HTML, keeping every position', () => {
    expect(joinAdjacentText([icon, ' ', 'Kumasi'])).toEqual([icon, ' Kumasi', null]);
    expect(joinAdjacentText(['Sold by Ama', ' ', icon])).toEqual(['Sold by Ama ', null, icon]);
    expect(joinAdjacentText(['GH₵ ', 250, '.00'])).toEqual(['GH₵ 250.00', null, null]);
  });

  it('joins across children that render nothing', () => {
    expect(joinAdjacentText(['a', null, false, undefined, true, 'b'])).toEqual([
      'ab',
      null,
      false,
      undefined,
      true,
      null,
    ]);
  });

  it('drops empty texts, which the server renders as nothing', () => {
    expect(joinAdjacentText(['', icon])).toEqual([null, icon]);
    expect(joinAdjacentText(['a', '', 'b'])).toEqual(['ab', null, null]);
  });

  it('does not join texts an element stands between', () => {
    const children = ['a', icon, 'b'];
    expect(joinAdjacentText(children)).toBe(children);
    expect(joinAdjacentText(['a', 'b', icon, 'c', 'd'])).toEqual(['ab', null, icon, 'cd', null]);
  });

  it('leaves the given array alone (a parent may render the same children again)', () => {
    const children = ['a', 'b'];
    expect(joinAdjacentText(children)).not.toBe(children);
    expect(children).toEqual(['a', 'b']);
  });
});
