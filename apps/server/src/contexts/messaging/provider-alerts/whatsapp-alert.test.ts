// Where an operator sees WhatsApp refusing Dwa's access token (190, HTTP 401) on a whole app
// against a fake Graph API: readiness detail (still ready), the pre-launch whatsapp check
// (failed, saying since when), the dwa_provider_alert gauge, the code step's `delayed`, and
// saving a new token in Bot Settings sends the held messages with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import {
  accepted,
  type FakeGraph,
  type GraphRequest,
  metaError,
  startFakeGraph,
} from '../../../testing/fake-graph-api.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { SEND_TASK } from '../messaging/messenger.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef-0123';
const NEW_TOKEN = 'EAAG-new-token-0123456789';
let graph: FakeGraph;
let t: TestApp;

beforeAll(async () => {
  graph = await startFakeGraph((request: GraphRequest) =>
    request.authorization === `Bearer ${NEW_TOKEN}` ? accepted(request) : metaError('tokenExpired'),
  );
  t = await createTestApp({
    env: {
      WHATSAPP_TRANSPORT: 'cloud_api',
      WHATSAPP_TOKEN: 'EAAG-expired-token-000',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_GRAPH_URL: graph.url,
      METRICS_TOKEN,
    },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const drain = async () => {
  while ((await t.app.tasks.runDue(SEND_TASK)) > 0);
};
const gauge = (text: string) =>
  /^dwa_provider_alert\{provider="whatsapp"\} (\d)$/m.exec(text)?.[1] ?? null;
/** Readiness as the operator's scraper reads it: the alerts are theirs alone. */
const readiness = async () =>
  (await get('/api/health/ready', { authorization: `Bearer ${METRICS_TOKEN}` })).json();
const metrics = async () =>
  (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;

describe('WhatsApp refusing the access token', () => {
  it('is raised where an operator looks, and resolved by saving a new token', async () => {
    expect((await readiness()).alerts).toEqual([]);
    expect(gauge(await metrics())).toBe('0');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/codes',
      payload: { phone: '0241234567', purpose: 'seller_signup' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(sent.statusCode).toBe(202);
    const { delivery } = sent.json();
    await drain();

    const ready = await readiness();
    expect(ready.alerts).toEqual([
      { provider: 'whatsapp', reason: 'credentials_rejected', since: expect.any(String) },
    ]);
    // A stranger is not told which vendor account is failing.
    expect((await get('/api/health/ready')).json()).not.toHaveProperty('alerts');
    expect(gauge(await metrics())).toBe('1');
    // Everyone's code step hears that codes are late (no account is named by it).
    const late = await get(`/api/auth/codes/deliveries/${delivery}`);
    expect(late.json()).toEqual({ status: 'delayed', reason: null });
    expect((await get(`/api/auth/codes/deliveries/${crypto.randomUUID()}`)).json().status).toBe(
      'delayed',
    );

    const { cookie } = await adminCookie(t);
    const prelaunch = (await get('/api/admin/prelaunch', { cookie })).json();
    const whatsapp = prelaunch.checks.find((c: { id: string }) => c.id === 'whatsapp');
    expect(whatsapp).toMatchObject({
      status: 'failed',
      reasonKey: 'errors.adminSettings.checks.whatsappTokenRejected',
      params: { since: ready.alerts[0].since },
    });
    expect(whatsapp.reason).toMatch(/refused Dwa's access token since .*Bot Settings/);
    expect(prelaunch.verdict).toBe('failed');

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp/settings',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { verifyToken: 'a-verify-token-for-meta', accessToken: NEW_TOKEN },
    });
    expect(saved.statusCode).toBe(200);
    await drain();
    expect(graph.requests.at(-1)?.authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect((await readiness()).alerts).toEqual([]);
    expect(gauge(await metrics())).toBe('0');
    expect((await get(`/api/auth/codes/deliveries/${delivery}`)).json().status).toBe('pending');
  });
});
