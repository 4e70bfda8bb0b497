// node apps/server/src/cli/proxy.ts [--port 3400] <instance URL>...
// The local round-robin proxy (testing/round-robin-proxy.ts) in front of app instances, for the
// two-instance recipe (docs/recipes/two-instances.md) and the load bench. Listens on 127.0.0.1
// only: it stands in for a load balancer on one machine, not for one on the internet.
import { startRoundRobinProxy } from '../testing/round-robin-proxy.ts';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 3400;
const targets = args.filter((a, i) => !a.startsWith('--') && !(portAt >= 0 && i === portAt + 1));

if (
  targets.length === 0 ||
  !Number.isInteger(port) ||
  targets.some((t) => !/^https?:\/\/[^/]+$/.test(t))
) {
  console.error('usage: proxy.ts [--port 3400] http://127.0.0.1:3401 http://127.0.0.1:3402');
  process.exit(2);
}

const proxy = await startRoundRobinProxy({ targets, port });
console.log(`proxy ${proxy.url} → ${targets.join(', ')}`);
process.send?.({ ready: true, url: proxy.url });

async function stop() {
  const { forwarded, retried, failed } = proxy.stats;
  console.log(`proxy: ${forwarded} forwarded, ${retried} sent again, ${failed} unanswered`);
  await proxy.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
