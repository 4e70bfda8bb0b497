// npm run bench [-- <suite>...] [--pg] [--seconds N]
// Suites: api (listing vs static), bundle (home page bytes), lighthouse (mobile page scores of
// the public pages and of the seller and rider dashboards signed in),
// search (1M products on PostgreSQL; --products N to change the size), photo-search (accuracy on
// buyer copies of the demo photos, latency), photo-pipeline (upload encoding time per photo and
// variant sizes), link-previews (a link preview JPEG: drawing time and bytes), media (/media from S3: streamed vs a presigned redirect, server and Lighthouse),
// jobs (job-queue throughput on PGlite and PostgreSQL; --jobs N), parser (WhatsApp caption
// parser: accuracy on the judged corpus per language, captions a second), relevance (search:
// nDCG@10 and precision@5 of the judged queries over the demo catalogue, per kind of query; and
// of the judged buyer requests on the web and through the bot, per language, held out apart),
// payments (simulator: charge-to-applied latency over --payments N, 50 duplicate webhooks),
// deliveries (board and request latency over --open N open jobs, 50 riders accepting one job),
// analytics (admin dashboard, overview, retention and cohorts over --events N analytics events),
// load (a mixed load on two instances behind a proxy, PostgreSQL + S3: --seconds, default 600;
// --rate requests/s, default 36),
// durability (kill -9 of the server, and of PostgreSQL, under a write load; every acknowledged
// write checked: --rounds N per engine, default 1; --pglite or --pg for one engine; --seconds
// of serving per round, default 120; --kills per round, default 4),
// container (the image and deploy/compose.yaml under podman: build time, image size, up to
// ready, memory per instance, checks through the proxy; --cached to reuse the layer cache,
// --keep-images to keep the built images).
// Default: bundle and api.
import { benchAnalytics } from './analytics.ts';
import { benchApi } from './api.ts';
import { benchBundle } from './bundle.ts';
import { benchContainer } from './container.ts';
import { benchDeliveries } from './deliveries.ts';
import { benchDurability } from './durability.ts';
import { benchJobs } from './jobs.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLinkPreviews } from './link-previews.ts';
import { benchLoad } from './load.ts';
import { benchMedia } from './media.ts';
import { benchParser } from './parser.ts';
import { benchPayments } from './payments.ts';
import { benchPhotoPipeline } from './photo-pipeline.ts';
import { benchPhotoSearch } from './photo-search.ts';
import { benchRelevance } from './relevance.ts';
import { benchSearch } from './search.ts';
import { benchWebhook } from './webhook.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const suites = args.filter(
  (a, i) =>
    !a.startsWith('--') &&
    ![
      '--seconds',
      '--products',
      '--jobs',
      '--deliveries',
      '--connections',
      '--payments',
      '--open',
      '--events',
      '--rate',
      '--rounds',
      '--kills',
    ].includes(args[i - 1] ?? ''),
);
const selected = suites.length > 0 ? suites : ['bundle', 'api'];
const known: Record<string, () => Promise<unknown> | unknown> = {
  bundle: benchBundle,
  lighthouse: benchLighthouse,
  'photo-search': benchPhotoSearch,
  relevance: benchRelevance,
  'photo-pipeline': benchPhotoPipeline,
  'link-previews': benchLinkPreviews,
  api: () => benchApi({ postgres: flag('pg'), seconds: Number(value('seconds') ?? 10) }),
  media: () => benchMedia({ seconds: Number(value('seconds') ?? 10), runs: 5 }),
  jobs: () => benchJobs({ jobs: Number(value('jobs') ?? 2000) }),
  parser: benchParser,
  deliveries: () =>
    benchDeliveries({ postgres: flag('pg'), open: Number(value('open') ?? 10_000) }),
  analytics: () =>
    benchAnalytics({ postgres: flag('pg'), events: Number(value('events') ?? 1_000_000) }),
  payments: () =>
    benchPayments({ postgres: flag('pg'), payments: Number(value('payments') ?? 200) }),
  webhook: () =>
    benchWebhook({
      postgres: flag('pg'),
      deliveries: Number(value('deliveries') ?? 2000),
      products: Number(value('products') ?? 20),
      connections: Number(value('connections') ?? 50),
    }),
  load: () =>
    benchLoad({ seconds: Number(value('seconds') ?? 600), rate: Number(value('rate') ?? 36) }),
  durability: () =>
    benchDurability({
      rounds: Number(value('rounds') ?? 1),
      engines: flag('pg') ? ['postgres'] : flag('pglite') ? ['pglite'] : ['pglite', 'postgres'],
      seconds: Number(value('seconds') ?? 120),
      kills: Number(value('kills') ?? 4),
    }),
  search: () => benchSearch({ products: Number(value('products') ?? 1_000_000), sellers: 3000 }),
  container: () => benchContainer({ cached: flag('cached'), keepImages: flag('keep-images') }),
};

for (const suite of selected) {
  const run = known[suite];
  if (!run) {
    console.error(`unknown suite "${suite}"; known: ${Object.keys(known).join(', ')}`);
    process.exit(2);
  }
  await run();
}
