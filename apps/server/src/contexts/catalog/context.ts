// Catalog: what buyers see and sellers list. Products and shops, text and photo search, the
// photo pipeline, the seller's products, WhatsApp uploads and dashboard, link previews, SEO and
// the server-rendered public pages, reports of a listing, site-wide public data.
import type { DatabaseHandle, Db } from '@dwa/db/client';
import type { PageName } from '@dwa/domain/pages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBuffer } from '../../lib/event-buffer.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import type { Messenger } from '../messaging/public.ts';
import { registerLinkPreviewRoutes } from './link-previews/link-previews.routes.ts';
import { createPreviewImages } from './link-previews/link-previews.service.ts';
import { createPageRenderer, loadServerEntry } from './pages/page-renderer.ts';
import { registerPhotoSearchRoutes } from './photo-search/photo-search.routes.ts';
import { orphanPhotoSweepTask } from './photos/orphan-photos.ts';
import { registerProductReportRoutes } from './product-reports/product-reports.routes.ts';
import { boostExpiryTask, expireBoosts } from './products/boost-expiry.ts';
import { registerProductRoutes } from './products/products.routes.ts';
import { registerSearchRoutes } from './search/search.routes.ts';
import { registerSellerDashboardRoutes } from './seller-dashboard/seller-dashboard.routes.ts';
import { registerSellerProductRoutes } from './seller-products/seller-products.routes.ts';
import { registerSellerUploadRoutes } from './seller-uploads/seller-uploads.routes.ts';
import { registerSeoRoutes } from './seo/seo.routes.ts';
import { registerShopRoutes } from './shops/shops.routes.ts';
import { registerSiteRoutes } from './site/site.routes.ts';

export interface CatalogDeps {
  env: Env;
  db: Db;
  database: DatabaseHandle;
  storage: ObjectStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  messenger: Messenger;
  events: EventBuffer;
}

export function catalogContext(deps: CatalogDeps) {
  const { env, db, storage, clock, log } = deps;
  const tasks: TaskDefinition[] = [
    boostExpiryTask({ db, clock }),
    orphanPhotoSweepTask({ db, storage, clock, log }),
  ];
  const routes: AudienceRoutes = {
    public(api) {
      registerProductRoutes(api, deps);
      registerShopRoutes(api, deps);
      registerLinkPreviewRoutes(api, { previews: createPreviewImages({ db, storage }) });
      registerSearchRoutes(api, deps);
      registerPhotoSearchRoutes(api, deps);
      registerSiteRoutes(api, deps);
      registerProductReportRoutes(api, deps);
    },
    seller(scope) {
      registerSellerProductRoutes(scope, deps);
      registerSellerDashboardRoutes(scope, deps);
      registerSellerUploadRoutes(scope, deps);
    },
  };
  /** Outside /api: robots.txt and the sitemap, then every page rendered by the web build's
   * server entry (the stand-ins' pages answer 404 where their stand-in is absent). */
  async function registerPages(app: FastifyInstance, absentPages: ReadonlySet<PageName>) {
    registerSeoRoutes(app, { db, origin: env.publicOrigin });
    return createPageRenderer(
      {
        app,
        db,
        clock,
        webDist: env.webDist,
        origin: env.publicOrigin,
        absentPages,
        cacheMs: env.listingCacheMs,
      },
      await loadServerEntry(env.webDist),
    );
  }
  const sweeps = [() => expireBoosts(db, clock)];
  return { tasks, routes, sweeps, registerPages };
}
