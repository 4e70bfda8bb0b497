// An operator alert: a vendor Dwa depends on refuses Dwa itself (an expired access token, a
// revoked permission, a blocked account), so every call to it fails until a person acts. Kept in
// the database per provider (any instance raises it, any instance sees it), shown where an
// operator looks: readiness detail, the pre-launch checks, a metrics gauge, an error log line.
import { z } from 'zod';

export const ALERT_PROVIDERS = ['whatsapp', 'paystack'] as const;
export type AlertProvider = (typeof ALERT_PROVIDERS)[number];

export const ALERT_REASONS = [
  /** The key or access token is refused (expired, revoked, wrong): a new one must be saved. */
  'credentials_rejected',
  /** The credentials work but lack a permission the call needs. */
  'permission_denied',
  /** The vendor blocked or restricted the account (policy, payment, maintenance). */
  'account_restricted',
] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

export const ProviderAlertSchema = z.object({
  provider: z.enum(ALERT_PROVIDERS),
  reason: z.enum(ALERT_REASONS),
  /** When this alert was raised (it stays raised until resolved). */
  since: z.iso.datetime({ offset: true }),
});
export type ProviderAlert = z.infer<typeof ProviderAlertSchema>;
