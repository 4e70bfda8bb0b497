// The pre-launch checks: 13 checks computed on the server, each Ready, Failed or
// Warning with its reason in the request's language, the verdict, and launching.
import { z } from 'zod';

export const PRELAUNCH_CHECK_IDS = [
  'database',
  'adminPassword',
  'demoData',
  'sessionSecret',
  'https',
  'whatsapp',
  'appSecret',
  'payments',
  'storage',
  'backups',
  'templates',
  'supportContacts',
  'rateLimits',
] as const;
export type PrelaunchCheckId = (typeof PRELAUNCH_CHECK_IDS)[number];

export const CHECK_STATUSES = ['ready', 'warning', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const PrelaunchCheckSchema = z.object({
  id: z.enum(PRELAUNCH_CHECK_IDS),
  status: z.enum(CHECK_STATUSES),
  /** The server catalog key of the reason and its values (kept for tests and logs). */
  reasonKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The reason as a sentence in the request's language. */
  reason: z.string(),
});
export type PrelaunchCheck = z.infer<typeof PrelaunchCheckSchema>;

/** All ready; any failed; otherwise warnings. */
export const VERDICTS = ['ready', 'warnings', 'failed'] as const;
export type Verdict = (typeof VERDICTS)[number];

export function verdictOf(checks: readonly { status: CheckStatus }[]): Verdict {
  if (checks.some((c) => c.status === 'failed')) return 'failed';
  if (checks.some((c) => c.status === 'warning')) return 'warnings';
  return 'ready';
}

/** GET /api/admin/prelaunch. */
export const PrelaunchReportSchema = z.object({
  checks: z.array(PrelaunchCheckSchema),
  verdict: z.enum(VERDICTS),
  checkedAt: z.string(),
  /** When the platform was launched from this screen, if it was. */
  launchedAt: z.string().nullable(),
});
export type PrelaunchReport = z.infer<typeof PrelaunchReportSchema>;

/** POST /api/admin/launch: the checks as they were when launching was recorded. */
export const LaunchResultSchema = z.object({
  launchedAt: z.string(),
  verdict: z.enum(['ready', 'warnings']),
  report: PrelaunchReportSchema,
});
export type LaunchResult = z.infer<typeof LaunchResultSchema>;
