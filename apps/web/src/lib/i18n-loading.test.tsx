// How a language's texts reach the browser: the shell in the language shown, each group of
// screens' Twi texts with those screens (before they render), and every group already open when
// the language is switched; a fetch that failed (offline) leaves the screen in English and is
// tried again by the next switch.
// A .tsx test for the DOM (the language is written in <html lang> and a cookie); each test loads
// a fresh copy of the store, as a new tab would.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./i18n.ts');
let store: Store;

beforeEach(async () => {
  vi.resetModules();
  store = await import('./i18n.ts');
});

const area = (tw: () => Promise<readonly object[]>) => ({
  en: [{ area: { hello: 'Hello', only: 'English only' } }],
  tw,
  pidgin: async () => [{ area: { hello: 'How far' } }],
});

describe('loading texts by language', () => {
  it('fetches the Twi shell when Twi is chosen, not before, and not the English one', async () => {
    const t = () => store.translator('tw');
    expect(t()('nav.home')).toBe('nav.home');
    await store.initI18n('tw');
    expect(t()('nav.home')).toBe((await import('@dwa/domain/i18n/tw-shell')).twShell.nav.home);
    // The shell only: the account screens' texts come with those screens.
    expect(t()('auth.password')).toBe('auth.password');
    // A Twi reader downloads no English shell (decision 058, addendum).
    expect(store.translator('en')('nav.home')).toBe('nav.home');
  });

  it('fetches the English shell when English is shown, and for a switch to English', async () => {
    await store.initI18n('en');
    expect(store.translator('en')('nav.home')).toBe('Home');
    vi.resetModules();
    store = await import('./i18n.ts');
    await store.initI18n('tw');
    await store.changeLanguage('en');
    expect(store.translator('en')('nav.home')).toBe('Home');
  });

  it('gives a screen opened in Twi its Twi texts before it renders', async () => {
    await store.initI18n('tw');
    const tw = vi.fn(async () => [{ area: { hello: 'Agoo' } }]);
    await store.addTextsArea(area(tw));
    expect(tw).toHaveBeenCalledTimes(1);
    expect(store.translator('tw')('area.hello')).toBe('Agoo');
    expect(store.translator('tw')('area.only')).toBe('English only');
  });

  it('fetches nothing but English for a screen opened in English', async () => {
    await store.initI18n('en');
    const tw = vi.fn(async () => [{ area: { hello: 'Agoo' } }]);
    await store.addTextsArea(area(tw));
    expect(tw).not.toHaveBeenCalled();
    expect(store.translator('en')('area.hello')).toBe('Hello');
  });

  it('fetches the open screens in the new language on a switch, each once', async () => {
    await store.initI18n('en');
    const tw = vi.fn(async () => [{ area: { hello: 'Agoo' } }]);
    await store.addTextsArea(area(tw));
    await store.changeLanguage('tw');
    await store.changeLanguage('en');
    await store.changeLanguage('tw');
    expect(tw).toHaveBeenCalledTimes(1);
    expect(store.translator('tw')('area.hello')).toBe('Agoo');
    expect(store.translator('pidgin')('area.hello')).toBe('Hello');
    await store.changeLanguage('pidgin');
    expect(store.translator('pidgin')('area.hello')).toBe('How far');
  });

  it('loads the language being switched to for a screen that arrives meanwhile', async () => {
    const switching = store.initI18n('tw');
    const arriving = store.addTextsArea(area(async () => [{ area: { hello: 'Agoo' } }]));
    await Promise.all([switching, arriving]);
    expect(store.translator('tw')('area.hello')).toBe('Agoo');
  });

  it('shows a screen in English when its texts cannot be fetched, and fetches them again on the next switch', async () => {
    await store.initI18n('tw');
    const tw = vi
      .fn<() => Promise<readonly object[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue([{ area: { hello: 'Agoo' } }]);
    await expect(store.addTextsArea(area(tw))).resolves.toBeUndefined();
    expect(store.translator('tw')('area.hello')).toBe('Hello');
    await store.changeLanguage('tw');
    expect(tw).toHaveBeenCalledTimes(2);
    expect(store.translator('tw')('area.hello')).toBe('Agoo');
  });

  it('fetches nothing once server rendering has given it every catalog whole', async () => {
    store.addWholeCatalogs({ en: {}, tw: { nav: { home: 'Fie' } }, pidgin: {} });
    const tw = vi.fn(async () => [{ area: { hello: 'Agoo' } }]);
    await store.initI18n('tw');
    await store.addTextsArea(area(tw));
    expect(tw).not.toHaveBeenCalled();
    expect(store.translator('tw')('nav.home')).toBe('Fie');
  });
});
