import { describe, expect, it } from 'vitest';
import { parseYesNo } from './whatsapp-yes-no.ts';

describe('parseYesNo', () => {
  it.each([
    ['Yes', 'yes'],
    ['yes!', 'yes'],
    [' OK ', 'yes'],
    ['Aane', 'yes'],
    ['yoo', 'yes'],
    ['Na so', 'yes'],
    ['e correct 👍', 'yes'],
    ['No', 'no'],
    ['daabi', 'no'],
    ['No be so', 'no'],
    ['Ɛnyɛ saa', 'no'],
  ])('%j → %s', (text, answer) => {
    expect(parseYesNo(text)).toBe(answer);
  });

  it.each([['yes 90'], ['no, 120'], ['450'], ['Kente cloth'], [''], ['not now, later']])(
    '%j is neither',
    (text) => {
      expect(parseYesNo(text)).toBeNull();
    },
  );
});
