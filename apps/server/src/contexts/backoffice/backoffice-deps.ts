// What the back office's admin modules work with: the kernel's AdminDeps and the messenger
// (a rider told that an admin cancelled their job, a seller told their upload was published).
import type { AdminDeps } from '../../access/admin-access.ts';
import type { Messenger } from '../messaging/public.ts';

export type BackofficeAdminDeps = AdminDeps & { messenger: Messenger };
