// A range of Accra days split at the last rolled-up day: the days the rollups answer and the
// days only the raw events hold (decision 056).
import { type AnalyticsRange, addDays } from '@dwa/domain/admin/analytics';

export interface DaySplit {
  rolled: AnalyticsRange | null;
  raw: AnalyticsRange | null;
}

export function splitRange({ from, to }: AnalyticsRange, rolledThrough: string | null): DaySplit {
  if (!rolledThrough || rolledThrough < from) return { rolled: null, raw: { from, to } };
  if (rolledThrough >= to) return { rolled: { from, to }, raw: null };
  return { rolled: { from, to: rolledThrough }, raw: { from: addDays(rolledThrough, 1), to } };
}
