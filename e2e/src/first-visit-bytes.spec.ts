// What a buyer's first visit downloads: the scripts index.html names. Every catalog other than
// the shell's (packages/domain/src/i18n/en-shell.ts) is used only by lazy screens: the account
// screens, the content pages, the seller center, payments, the rider center, deliveries and
// tracking, the admin back office and the Report listing dialog. A module graph change that pulls
// one into the first visit (tens of KB on slow data) fails here, whichever catalog it is.
import { HTML_LANG } from '@dwa/domain/enums';
import { en } from '@dwa/domain/i18n/en';
import { enShell } from '@dwa/domain/i18n/en-shell';
import { flattenCatalog } from '@dwa/domain/i18n/flatten';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { pidginShell } from '@dwa/domain/i18n/pidgin-shell';
import { tw } from '@dwa/domain/i18n/tw';
import { twShell } from '@dwa/domain/i18n/tw-shell';
import { chooseLanguage, expect, test } from './fixtures.ts';

test('carries only the shell texts in the first-visit scripts', async ({ baseUrl }) => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)];
  expect(scripts.length).toBeGreaterThan(0);
  const code = (
    await Promise.all(scripts.map(async ([, path]) => (await fetch(`${baseUrl}${path}`)).text()))
  ).join('\n');
  // A shell text, to show the check can see texts at all.
  expect(code).toContain(enShell.home.emptyHint);
  // Every other text long enough to be distinctive (short ones such as "Cancel" also exist in the
  // shell or in code) and not also a shell text, as the bundle writes it (JSON-escaped).
  const shellTexts = new Set(flattenCatalog(enShell).values());
  const lazyTexts = [...flattenCatalog(en).values()].filter(
    (text) => text.length >= 24 && !shellTexts.has(text),
  );
  expect(lazyTexts.length).toBeGreaterThan(200);
  const found = lazyTexts.filter((text) => code.includes(JSON.stringify(text).slice(1, -1)));
  expect(found).toEqual([]);
});

// A Twi or Pidgin reader's first visit: the page's scripts and what they fetch before the page is
// ready carry that language's shell texts and none of its other texts (the account, seller,
// rider, admin and content screens' come with those screens), as in English.
for (const [language, whole, shell] of [
  ['tw', tw, twShell],
  ['pidgin', pidgin, pidginShell],
] as const) {
  test(`carries only the ${language} shell texts in a ${language} reader's first visit`, async ({
    page,
    context,
    baseUrl,
  }) => {
    await chooseLanguage(context, baseUrl, language);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain(JSON.stringify(shell.home.emptyHint).slice(1, -1));
    // Nor the English shell: the translations are complete, a fallback is never needed.
    expect(shell.home.emptyHint).not.toBe(enShell.home.emptyHint);
    expect(code).not.toContain(JSON.stringify(enShell.home.emptyHint).slice(1, -1));
    // Not a shell text, nor a part of one ('Mfonini no so sene 10 MB.' is the start of the
    // photo search's longer message).
    const shellTexts = [...flattenCatalog(shell).values()];
    const lazyTexts = [...flattenCatalog(whole).values()].filter(
      (text) => text.length >= 24 && !shellTexts.some((shellText) => shellText.includes(text)),
    );
    expect(lazyTexts.length).toBeGreaterThan(200);
    const found = lazyTexts.filter((text) => code.includes(JSON.stringify(text).slice(1, -1)));
    expect(found).toEqual([]);
  });
}
