// Sellers for the seller-center journeys: each journey that changes data registers its own
// brand-new seller through the public API (code read from the outbox, as a developer would), so
// journeys running side by side never disturb each other or the demo seller. A registration
// comes with a first product (the registration form asks for one).
import type { BrowserContext } from '@playwright/test';
import { apiCall, sessionCookie } from './api-helpers.ts';
import { freshPhone, OutboxReader } from './auth-helpers.ts';

export interface TestSeller {
  id: string;
  /** Local form, as typed into forms (0 + 9 digits). */
  phone: string;
  e164: string;
  password: string;
  businessName: string;
  /** The session cookie ("dwa_session=…") of the registration, for API calls. */
  cookie: string;
}

export interface FirstProduct {
  title: string;
  /** Cedis as typed. */
  price: string;
  category: string;
  /** Cedis as typed; the product then offers delivery at this cost. */
  deliveryCost?: string;
}

const postJson = (baseUrl: string, path: string, body: unknown, cookie = '') =>
  apiCall(baseUrl, cookie, 'POST', path, body);

/** Registers a new seller (Accra) with one active first product. */
export async function createSeller(
  baseUrl: string,
  dataDir: string,
  options: { businessName?: string; product?: Partial<FirstProduct> } = {},
): Promise<TestSeller> {
  const { local, e164 } = freshPhone('24');
  const suffix = local.slice(-4);
  const businessName = options.businessName ?? `E2E Shop ${suffix}`;
  const password = `e2e-pass-${suffix}`;
  const sent = await postJson(baseUrl, '/api/auth/codes', {
    phone: local,
    purpose: 'seller_signup',
  });
  if (!sent.ok) throw new Error(`code request failed: ${sent.status} ${await sent.text()}`);
  const code = await new OutboxReader(baseUrl, dataDir).codeFor(e164);
  const registered = await postJson(baseUrl, '/api/auth/seller/register', {
    businessName,
    phone: local,
    location: 'accra',
    password,
    code,
    product: {
      title: options.product?.title ?? `E2E first product ${suffix}`,
      category: options.product?.category ?? 'electronics',
      price: options.product?.price ?? '120.50',
      description: 'Made by an end-to-end test.',
      deliveryAvailable: options.product?.deliveryCost !== undefined,
      ...(options.product?.deliveryCost ? { deliveryCost: options.product.deliveryCost } : {}),
    },
  });
  if (registered.status !== 201) {
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  }
  const { user } = (await registered.json()) as { user: { id: string } };
  return {
    id: user.id,
    phone: local,
    e164,
    password,
    businessName,
    cookie: sessionCookie(registered),
  };
}

/** Signs the seller in through the API and gives the browser context that session. */
export async function signInSeller(
  context: BrowserContext,
  baseUrl: string,
  seller: Pick<TestSeller, 'phone' | 'password'>,
): Promise<string> {
  const response = await postJson(baseUrl, '/api/auth/seller/login', {
    phone: seller.phone,
    password: seller.password,
  });
  if (!response.ok) throw new Error(`seller sign-in failed: ${response.status}`);
  const cookie = sessionCookie(response);
  const [name, value] = [
    cookie.slice(0, cookie.indexOf('=')),
    cookie.slice(cookie.indexOf('=') + 1),
  ];
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return cookie;
}
