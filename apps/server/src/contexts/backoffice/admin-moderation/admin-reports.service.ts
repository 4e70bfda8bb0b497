// Buyers' reports of listings, the admins' queue: the list (open first by default)
// and resolving a report, which closes every open report of that product at once: dismissed, or
// the product blocked in the same transaction. Resolves of one product run one after the other
// under the product's row lock, so twenty at once resolve once and the rest are told so.
import type { Db } from '@dwa/db/client';
import { productReports, products, sellers } from '@dwa/db/schema/index';
import {
  ADMIN_PAGE_SIZE,
  type AdminReportList,
  type AdminReportListQuerySchema,
  type ReportResolution,
  type ResolveReportResult,
  type ResolveReportSchema,
} from '@dwa/domain/admin/moderation';
import type { ProductReportReason, ProductStatus } from '@dwa/domain/enums';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { blockProductIn, lockProduct } from './admin-products.service.ts';

type Deps = { db: Db; clock: Clock };

export async function listAdminReports(
  deps: Deps,
  query: z.output<typeof AdminReportListQuerySchema>,
): Promise<AdminReportList> {
  const where = eq(productReports.status, query.status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        report: productReports,
        productTitle: products.title,
        productStatus: products.status,
        sellerId: sellers.id,
        sellerName: sellers.businessName,
        openForProduct: sql<number>`(select count(*)::int from ${productReports} o
          where o.product_id = ${productReports.productId} and o.status = 'open')`,
      })
      .from(productReports)
      .innerJoin(products, eq(products.id, productReports.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      // The status index (status, created_at desc).
      .orderBy(desc(productReports.createdAt), desc(productReports.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db.select({ n: count() }).from(productReports).where(where),
  ]);
  return {
    items: rows.map(({ report: r, ...p }) => ({
      id: r.id,
      product: { id: r.productId, title: p.productTitle, status: p.productStatus as ProductStatus },
      seller: { id: p.sellerId, businessName: p.sellerName },
      reason: r.reason as ProductReportReason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
      status: r.status as 'open' | 'resolved',
      resolution: (r.resolution as ReportResolution | null) ?? null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      openForProduct: Number(p.openForProduct),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function resolveReport(
  deps: Deps,
  adminId: string,
  reportId: string,
  input: z.output<typeof ResolveReportSchema>,
): Promise<ResolveReportResult> {
  const now = deps.clock.now();
  const [found] = await deps.db
    .select({ productId: productReports.productId })
    .from(productReports)
    .where(eq(productReports.id, reportId));
  if (!found) throw notFound('errors.adminModeration.reportNotFound');
  return deps.db.transaction(async (tx) => {
    // The product first, always: resolves of two reports of one product cannot deadlock.
    const product = await lockProduct(tx, found.productId);
    const [report] = await tx
      .select({ status: productReports.status })
      .from(productReports)
      .where(eq(productReports.id, reportId));
    if (!report) throw notFound('errors.adminModeration.reportNotFound');
    if (report.status !== 'open') {
      throw new HttpError(409, 'conflict', 'errors.adminModeration.reportResolved');
    }
    const closed = await tx
      .update(productReports)
      .set({ status: 'resolved', resolvedAt: now, resolvedBy: adminId, resolution: input.action })
      .where(and(eq(productReports.productId, found.productId), eq(productReports.status, 'open')))
      .returning({ id: productReports.id });
    const detail = { reportId, reports: closed.map((c) => c.id), note: input.note };
    let productStatus = product.status as ProductStatus;
    if (input.action === 'block_product') {
      await blockProductIn(tx, adminId, found.productId, { ...detail, reason: 'report' }, now);
      productStatus = 'blocked';
    }
    await recordAdminAction(tx, {
      adminId,
      action: input.action === 'dismiss' ? 'report.dismiss' : 'report.block_product',
      targetType: 'product_report',
      targetId: reportId,
      before: { status: 'open', productStatus: product.status },
      after: { status: 'resolved', productStatus },
      detail: { ...detail, productId: found.productId },
      at: now,
    });
    return {
      productId: found.productId,
      action: input.action,
      resolved: closed.length,
      productStatus,
    };
  });
}
