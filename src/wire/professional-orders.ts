/**
 * Professional (engineer-reviewed) orders and their drawing versions:
 * /api/shop-professional-order. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { PROFESSIONAL_QUANTITY_MAX, REQUIREMENTS_LIMITS } from '../lib/forms/professional-order-rules.ts';
import { Address } from './address.ts';
import { idempotencyKey, pageOf } from './common.ts';
import { DrawingFile, storageSize } from './files.ts';
import { UPLOAD_LIMITS } from '../lib/files/quotation-rules.ts';
import { OrderStatus } from './order-status.ts';

/** POST /api/shop-professional-order: an engineer-reviewed order, created in 待报价. */
export const CreateProfessionalOrder = z.object({
  requirements: z.string().trim().min(REQUIREMENTS_LIMITS.min, `需求说明至少 ${REQUIREMENTS_LIMITS.min} 个字`).max(REQUIREMENTS_LIMITS.max, `需求说明最多 ${REQUIREMENTS_LIMITS.max} 个字`),
  quantity: z.number().int().min(1, '数量至少为 1').max(PROFESSIONAL_QUANTITY_MAX, `数量最多 ${PROFESSIONAL_QUANTITY_MAX}`),
  /** Local calendar day `YYYY-MM-DD`, not before today. */
  expectedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择期望交期'),
  address: Address,
  fileIds: z.array(z.number().int().positive()).min(1, '请至少上传一个图纸文件').max(UPLOAD_LIMITS.maxFiles),
  idempotencyKey,
});
export type CreateProfessionalOrder = z.infer<typeof CreateProfessionalOrder>;

export const ProfessionalOrderSummary = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: OrderStatus,
  requirements: z.string(),
  quantity: z.number().int(),
  expectedDate: z.string(),
  fileCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ProfessionalOrderSummary = z.infer<typeof ProfessionalOrderSummary>;

export const ProfessionalOrderPage = pageOf(ProfessionalOrderSummary);
export type ProfessionalOrderPage = z.infer<typeof ProfessionalOrderPage>;

/** One uploaded version of a drawing: version 1 is the file the order was created with. */
export const DrawingVersion = DrawingFile.extend({ version: z.number().int().positive() });
export type DrawingVersion = z.infer<typeof DrawingVersion>;

/** One drawing of an order with every uploaded version, newest first. */
export const Drawing = z.object({
  id: z.number().int(),
  name: z.string(),
  versions: z.array(DrawingVersion),
});
export type Drawing = z.infer<typeof Drawing>;

/**
 * POST /api/shop-professional-order/{orderNo}/drawings (multipart: optional `drawingId`, then
 * `file`): the new version (of `drawingId`, or version 1 of a new drawing) and the shop's usage.
 */
export const DrawingUploadResult = z.object({ drawingId: z.number().int(), version: DrawingVersion, storageSize });
export type DrawingUploadResult = z.infer<typeof DrawingUploadResult>;

/** GET /api/shop-professional-order/{orderNo}/drawings */
export const OrderDrawings = z.object({ order: ProfessionalOrderSummary, drawings: z.array(Drawing) });
export type OrderDrawings = z.infer<typeof OrderDrawings>;
