// A buyer reports a listing: 'Report listing' on the product page feeds the admins'
// moderation queue (admin/moderation.ts). Field messages are keys of the productReport catalog.
import { z } from 'zod';
import { PRODUCT_REPORT_REASONS } from './enums.ts';

export const REPORT_DETAILS_MAX = 500;

/** POST /api/products/:id/reports. */
export const ProductReportSchema = z.object({
  reason: z.enum(PRODUCT_REPORT_REASONS, 'productReport.reasonRequired'),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, 'productReport.detailsTooLong')
    .optional()
    .transform((d) => d || null),
});
export type ProductReportInput = z.input<typeof ProductReportSchema>;

/** The stored report (201), or the visitor's open report of this product already there (200,
 * `repeated`: the dialog says it was reported already). */
export const ProductReportSavedSchema = z.object({ id: z.uuid(), repeated: z.boolean() });
export type ProductReportSaved = z.infer<typeof ProductReportSavedSchema>;
