// Sessions a journey makes through the API, not the screens: for journeys about what a signed-in
// page loads or shows, where signing in on screen is not what they check.
import { apiCall, sessionCookie } from './api-helpers.ts';
import { demoCredentials, freshPhone, type OutboxReader } from './auth-helpers.ts';
import { expect } from './fixtures.ts';

/** The demo seller's session cookie (a password: nothing another journey can race for). */
export async function demoSellerSession(baseUrl: string, dataDir: string): Promise<string> {
  const { phone, password } = demoCredentials(dataDir).seller;
  const response = await apiCall(baseUrl, '', 'POST', '/api/auth/seller/login', {
    phone,
    password,
  });
  expect(response.status, 'seller sign-in').toBe(200);
  return sessionCookie(response);
}

/** A brand-new (so unverified) rider in Accra Central, signed in: their own phone, so no other
 * journey's code is taken. Returns the session cookie. */
export async function registerRider(
  baseUrl: string,
  outbox: OutboxReader,
  name = 'New Rider',
): Promise<string> {
  const phone = freshPhone('55');
  const sent = await apiCall(baseUrl, '', 'POST', '/api/auth/codes', {
    phone: phone.local,
    purpose: 'rider_signup',
  });
  expect(sent.ok, 'rider code').toBe(true);
  const response = await apiCall(baseUrl, '', 'POST', '/api/auth/rider/register', {
    name: `${name} ${phone.local.slice(-4)}`,
    phone: phone.local,
    baseLocation: 'Osu, Accra',
    vehicleType: 'bicycle',
    serviceZones: ['accra-central'],
    languages: ['english'],
    code: await outbox.codeFor(phone.e164),
  });
  expect(response.status, 'rider registration').toBe(201);
  return sessionCookie(response);
}
