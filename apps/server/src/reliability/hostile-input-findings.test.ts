// What the generated hostile-input suite found, each pinned by one plain request.
import { contactMessages } from '@dwa/db/schema/index';
import { tw } from '@dwa/domain/i18n/tw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterPaths } from '../lib/control-characters.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postContact = (payload: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': lang },
  });

describe('a JSON body nested thousands deep', () => {
  it('is a 400 from the schema, not a stack overflow and a 500', async () => {
    for (const payload of [
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `{"name":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    ]) {
      const res = await postContact(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await t.db.select().from(contactMessages)).toEqual([]);
  });

  it('is walked without recursion when looking for control characters', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(controlCharacterPaths(deep)).toEqual([`${'0.'.repeat(50_000)}`.slice(0, -1)]);
    expect(controlCharacterPaths({ b: ['ok', 'x\u0007'], 'k\u0000': 1 })).toEqual([
      'b.1',
      'k\u0000',
    ]);
  });
});

describe('a field of the wrong type', () => {
  it('is named in the language asked, not in zod’s English', async () => {
    const res = await postContact(JSON.stringify({ name: 5, phone: [], message: {} }), 'tw');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: tw.validation.invalid,
      phone: tw.validation.invalid,
      message: tw.validation.invalid,
    });
  });

  it('keeps the schema’s own message where it has one', async () => {
    const res = await postContact(
      JSON.stringify({ name: '', phone: '0241234567', message: 'Hello from Kumasi' }),
      'tw',
    );
    expect(res.json().error.fields.name).toBe(tw.validation.name);
  });
});
