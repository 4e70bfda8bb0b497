// Runs the pre-launch checks together and words each reason in the request's language; records
// the launch (settings key `launched_at` + an audit row, in one transaction) after running them
// again: refused while any check fails, and only once.
import { settings } from '@dwa/db/schema/index';
import {
  PRELAUNCH_CHECK_IDS,
  type PrelaunchCheck,
  type PrelaunchReport,
  verdictOf,
} from '@dwa/domain/admin/prelaunch';
import { recordAdminAction } from '../../../access/admin-access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { type Lang, type ServerMessageKey, say } from '../../../lib/i18n.ts';
import { LAUNCHED_AT_KEY, lockSettings, readKeys } from '../admin-settings/settings-store.ts';
import { CHECKS, type CheckDeps, type CheckOutcome } from './prelaunch-checks.ts';

async function runCheck(deps: CheckDeps, id: keyof typeof CHECKS): Promise<CheckOutcome> {
  try {
    return await CHECKS[id](deps);
  } catch {
    // A check that cannot even ask (the database gone) has failed.
    return { status: 'failed', reason: 'checkError' };
  }
}

async function launchedAt(deps: CheckDeps) {
  const value = (await readKeys(deps.db, [LAUNCHED_AT_KEY]).catch(() => new Map())).get(
    LAUNCHED_AT_KEY,
  ) as { at?: unknown } | undefined;
  return typeof value?.at === 'string' ? value.at : null;
}

export async function prelaunchReport(deps: CheckDeps, lang: Lang): Promise<PrelaunchReport> {
  // One after another: PGlite answers one query at a time anyway, and the storage probe and the
  // database checks do not wait on each other much.
  const checks: PrelaunchCheck[] = [];
  for (const id of PRELAUNCH_CHECK_IDS) {
    const outcome = await runCheck(deps, id);
    const key = `errors.adminSettings.checks.${outcome.reason}` as ServerMessageKey;
    const params = outcome.params ?? {};
    checks.push({
      id,
      status: outcome.status,
      reasonKey: key,
      params,
      reason: say(lang, key, params),
    });
  }
  return {
    checks,
    verdict: verdictOf(checks),
    checkedAt: deps.clock.now().toISOString(),
    launchedAt: await launchedAt(deps),
  };
}

export async function launchPlatform(deps: CheckDeps, adminId: string, lang: Lang) {
  const report = await prelaunchReport(deps, lang);
  if (report.verdict === 'failed') {
    throw new HttpError(409, 'conflict', 'errors.adminSettings.launchBlocked');
  }
  const verdict = report.verdict;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx);
    const existing = await readKeys(tx, [LAUNCHED_AT_KEY]);
    if (existing.has(LAUNCHED_AT_KEY)) {
      throw new HttpError(409, 'conflict', 'errors.adminSettings.alreadyLaunched');
    }
    const warnings = report.checks.filter((c) => c.status === 'warning').map((c) => c.id);
    await tx.insert(settings).values({
      key: LAUNCHED_AT_KEY,
      value: { at: at.toISOString(), by: adminId, verdict, warnings },
      updatedAt: at,
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'platform.launch',
      targetType: 'platform',
      targetId: 'launch',
      before: { launchedAt: null },
      after: { launchedAt: at.toISOString() },
      detail: { verdict, warnings },
      at,
    });
  });
  return {
    launchedAt: at.toISOString(),
    verdict,
    report: { ...report, launchedAt: at.toISOString() },
  };
}
