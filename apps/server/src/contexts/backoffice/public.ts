// The public face of the back office: the only file of contexts/backoffice that the app and other
// contexts may import. Everything else in the folder is private to it (context-boundaries.test.ts).
export { backofficeContext } from './context.ts';
export type { Lifecycle } from './health/health.service.ts';
export { registerMetrics } from './metrics/metrics.ts';
