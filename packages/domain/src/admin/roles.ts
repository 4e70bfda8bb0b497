// What each admin role may do (decision 041). The server decides with `adminCan`
// (access/admin-access.ts); the web reads the same table only to leave out buttons the
// server would refuse.
import type { AdminRole } from '../enums.ts';

/**
 * - read: every admin screen and list.
 * - moderate: sellers (suspend, verify), products (block, feature, delete), reports, contact
 *   messages, riders' verification, delivery jobs, bot sessions and uploads, manual messages.
 * - money: payouts, credits granted, prices and commission.
 * - settings: platform settings, live streams, notification templates, the bot's configuration.
 * - admins: other admin accounts (only the CLI today).
 */
export const ADMIN_CAPABILITIES = ['read', 'moderate', 'money', 'settings', 'admins'] as const;
export type AdminCapability = (typeof ADMIN_CAPABILITIES)[number];

const GRANTS: Record<AdminRole, readonly AdminCapability[]> = {
  super_admin: ADMIN_CAPABILITIES,
  support: ['read', 'moderate'],
};

export function adminCan(role: string, capability: AdminCapability): boolean {
  return (
    (GRANTS as Record<string, readonly AdminCapability[] | undefined>)[role]?.includes(
      capability,
    ) ?? false
  );
}
