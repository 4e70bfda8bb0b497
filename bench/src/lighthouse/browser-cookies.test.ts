import { describe, expect, it } from 'vitest';
import { cookiesOf } from './browser-cookies.ts';

describe('cookiesOf', () => {
  it('reads a Cookie header into the cookies to store, the session HttpOnly', () => {
    expect(cookiesOf('lang=tw; dwa_session=a=b_c', ['dwa_session'])).toEqual([
      { name: 'lang', value: 'tw', httpOnly: false },
      // A value may hold "=" (only the first one ends the name).
      { name: 'dwa_session', value: 'a=b_c', httpOnly: true },
    ]);
  });

  it('refuses a part that is no cookie', () => {
    expect(() => cookiesOf('lang=en; oops')).toThrow(/not a cookie: "oops"/);
  });
});
