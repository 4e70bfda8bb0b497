// Main-thread work after the first paint: what the phone still does once the buyer sees the page
// (hydration, script evaluation, style and layout of what scripts change). Read from the run's
// trace with Lighthouse's own task tree: the top-level main-thread tasks that start at or after
// the observed first contentful paint, summed, times the run's CPU slowdown (as Lighthouse's
// simulation scales CPU work). The static reference (the same HTML without scripts) does only
// style, layout and paint; the bar is the app within 1.5× of it at 8×.
import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';

export async function postPaintWorkMs(trace: Trace, cpuSlowdown: number): Promise<number> {
  const context = { computedCache: new Map() } as never;
  const tasks = await MainThreadTasks.request(trace, context);
  const navigation = await ProcessedNavigation.request(trace, context);
  const paint = navigation.timings.firstContentfulPaint;
  if (paint === undefined) return Number.NaN;
  const observed = tasks
    .filter((task) => !task.parent && task.startTime >= paint)
    .reduce((sum, task) => sum + task.duration, 0);
  return observed * cpuSlowdown;
}
