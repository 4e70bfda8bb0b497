// Signing in as the demo admin from a journey (the first sign-in's password change is done by the
// admin-first-sign-in project, which every other project waits for).
import { type APIRequestContext, expect } from '@playwright/test';
import { adminPassword, demoCredentials } from './auth-helpers.ts';

/** Signs `request` (a page's or the test's request context) in as the demo admin. */
export async function signInAdmin(request: APIRequestContext, baseUrl: string, dataDir: string) {
  const response = await request.post('/api/auth/admin/login', {
    headers: { origin: baseUrl },
    data: { email: demoCredentials(dataDir).admin.email, password: adminPassword(dataDir) },
  });
  expect(response.status(), 'admin sign-in').toBe(200);
}
