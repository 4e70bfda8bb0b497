// Helpers for the sign-in journeys. One-time codes are read where a developer reads them: the
// admin outbox (GET /api/admin/outbox), with an admin session kept here. The demo admin must
// change its password at first sign-in; whoever does that (the browser journey or this helper)
// records the new password beside the demo credentials, so every later sign-in uses it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { snap } from './screenshots.ts';

export interface DemoCredentials {
  seller: { phone: string; password: string };
  rider: { phone: string };
  admin: { email: string; password: string };
}

/** A password that meets the admin rules (upper, lower, digit, special, ≥ 8). */
export const NEW_ADMIN_PASSWORD = 'E2e-Admin-Pass-1!';

export function demoCredentials(dataDir: string): DemoCredentials {
  return JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'));
}

const changedFile = (dataDir: string) => join(dataDir, 'e2e-admin-password');

export function adminPassword(dataDir: string): string {
  const file = changedFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8') : demoCredentials(dataDir).admin.password;
}

export function recordAdminPassword(dataDir: string, password: string) {
  writeFileSync(changedFile(dataDir), password);
}

/** A Ghana mobile number nobody has used yet in this run, local form (0 + 9 digits). */
export function freshPhone(prefix: '24' | '55' | '20'): { local: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { local: `0${prefix}${rest}`, e164: `+233${prefix}${rest}` };
}

interface OutboxItem {
  id: string;
  to: string;
  text: string;
  eventType: string;
  createdAt: string;
}

/** Reads codes from the outbox as the admin. Each code is handed out once. */
export class OutboxReader {
  private cookie = '';
  private readonly seen = new Set<string>();

  private readonly baseUrl: string;
  private readonly dataDir: string;

  constructor(baseUrl: string, dataDir: string) {
    this.baseUrl = baseUrl;
    this.dataDir = dataDir;
  }

  private async post(path: string, body: unknown) {
    return fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: this.baseUrl,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  private keepCookie(response: Response) {
    const set = response.headers.getSetCookie().find((c) => c.startsWith('dwa_session='));
    if (set) this.cookie = set.split(';')[0]!;
  }

  private async signIn() {
    const { email } = demoCredentials(this.dataDir).admin;
    const password = adminPassword(this.dataDir);
    const response = await this.post('/api/auth/admin/login', { email, password });
    if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
    this.keepCookie(response);
    const { user } = (await response.json()) as { user: { passwordResetRequired: boolean } };
    if (user.passwordResetRequired) {
      const change = await this.post('/api/auth/admin/change-password', {
        currentPassword: password,
        newPassword: NEW_ADMIN_PASSWORD,
        confirmPassword: NEW_ADMIN_PASSWORD,
      });
      if (!change.ok) throw new Error(`admin password change failed: ${change.status}`);
      this.keepCookie(change);
      recordAdminPassword(this.dataDir, NEW_ADMIN_PASSWORD);
    }
  }

  async items(): Promise<OutboxItem[]> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!this.cookie) await this.signIn();
      const response = await fetch(`${this.baseUrl}/api/admin/outbox`, {
        headers: { cookie: this.cookie },
      });
      if (response.ok) return ((await response.json()) as { items: OutboxItem[] }).items;
      this.cookie = ''; // ended (e.g. a password change elsewhere): sign in again
    }
    throw new Error('could not read the outbox');
  }

  /** The newest code sent to `phone` (E.164) that was not handed out before, or undefined. */
  private async nextCode(phone: string): Promise<string | undefined> {
    const item = (await this.items()).find(
      (i) => i.to === phone && i.eventType === 'otp' && !this.seen.has(i.id),
    );
    const code = item?.text.match(/\b(\d{6})\b/)?.[1];
    if (item && code) this.seen.add(item.id);
    return code;
  }

  /** The newest code sent to `phone` (E.164) not handed out before; waits for it up to 10 s. */
  async codeFor(phone: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          code = await this.nextCode(phone);
          return code;
        },
        {
          message: `a new code for ${phone} in the outbox`,
          timeout: 10_000,
        },
      )
      .toBeDefined();
    return code!;
  }
}

/** Screenshots of the current screen at phone and desktop width. */
export async function snapBoth(page: Page, name: string) {
  const before = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await snap(page, `${name}-${width}`);
  }
  if (before) await page.setViewportSize(before);
}

/** What the server says about the page's session (the browser's cookie). */
export function sessionUser(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/session');
    return ((await response.json()) as { user: unknown }).user;
  });
}
