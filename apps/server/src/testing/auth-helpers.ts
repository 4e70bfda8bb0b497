// Signing in for tests the way users do (through the API), with codes read from the outbox.
import { notificationLog } from '@dwa/db/schema/index';
import { buildAdmin, uniquePhone } from '@dwa/db/testing/factories';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/** The newest code WhatsApp'd to `phone` (the outbox keeps the text), or null. */
export async function lastCodeFor(t: TestApp, phone: string): Promise<string | null> {
  const [row] = await t.db
    .select({ text: notificationLog.messageText })
    .from(notificationLog)
    .where(eq(notificationLog.whatsappNumber, phone))
    .orderBy(desc(notificationLog.createdAt))
    .limit(1);
  return row ? (/\b(\d{6})\b/.exec(row.text)?.[1] ?? null) : null;
}

/** The session cookie an answer sets (`dwa_session=…`), ready for a Cookie header. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const session = [res.headers['set-cookie']]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith('dwa_session='));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0]!;
}

export async function post(t: TestApp, url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

export const sellerForm = (phone: string, code: string) => ({
  businessName: 'Ama Fabrics',
  phone,
  location: 'kumasi',
  password: 'kente-2026',
  code,
  product: { title: 'Kente stole', category: 'fashion', price: '450.50', deliveryAvailable: false },
});

/** A registered, signed-in seller; returns its cookie and phone. */
export async function signUpSeller(t: TestApp, phone = uniquePhone()) {
  await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
  const code = await lastCodeFor(t, phone);
  const res = await post(t, '/api/auth/seller/register', sellerForm(phone, code!));
  if (res.statusCode !== 201) throw new Error(`seller sign-up failed: ${res.body}`);
  return { cookie: cookieOf(res), phone, id: res.json().user.id as string };
}

export async function signUpRider(t: TestApp, phone = uniquePhone()) {
  await post(t, '/api/auth/codes', { phone, purpose: 'rider_signup' });
  const code = await lastCodeFor(t, phone);
  const res = await post(t, '/api/auth/rider/register', {
    name: 'Kwesi Mensah',
    phone,
    baseLocation: 'Accra',
    vehicleType: 'motorbike',
    serviceZones: ['tema'],
    languages: ['english', 'twi'],
    code,
  });
  if (res.statusCode !== 201) throw new Error(`rider sign-up failed: ${res.body}`);
  return { cookie: cookieOf(res), phone, id: res.json().user.id as string };
}

/** An admin with a known password, signed in (optionally still owing a password change). */
export async function signInAdmin(t: TestApp, options: { mustChange?: boolean } = {}) {
  const password = 'Start-Pass-1';
  const admin = await buildAdmin(t.db, {
    passwordHash: await hashPassword(password),
    passwordResetRequired: options.mustChange ?? false,
  });
  const res = await post(t, '/api/auth/admin/login', { email: admin.email, password });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  return { cookie: cookieOf(res), admin, password };
}
