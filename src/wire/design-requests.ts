/**
 * Design-service requests (设计需求), each made with a bought package: /api/shop-design-order. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { DESIGN_LIMITS } from '../lib/forms/design-request-rules.ts';
import { fen, idempotencyKey, pageOf, PageQuery } from './common.ts';
import { DrawingFile } from './files.ts';
import { OrderStatus } from './order-status.ts';

/** 待接单 → 设计中 → 待确认 → 已完成; a revision request goes 待确认 → 设计中 again. */
export const DesignStatus = z.enum(['待接单', '设计中', '待确认', '已完成']);
export type DesignStatus = z.infer<typeof DesignStatus>;

/**
 * POST /api/shop-design-order: a design request made with a paid package that still has
 * requests left (else 409 with the reason). Reference files are uploaded first with the
 * shared uploader (POST /api/shop-file with a draftId) and passed by id (0–20 files).
 * 201 DesignOrder; the same idempotencyKey again → 200 with that design order.
 */
export const CreateDesignOrder = z.object({
  packageOrderNo: z.string().min(1, '请选择设计套餐'),
  title: z.string().trim().min(DESIGN_LIMITS.title.min, `标题至少 ${DESIGN_LIMITS.title.min} 个字`).max(DESIGN_LIMITS.title.max, `标题最多 ${DESIGN_LIMITS.title.max} 个字`),
  brief: z.string().trim().min(DESIGN_LIMITS.brief.min, `需求描述至少 ${DESIGN_LIMITS.brief.min} 个字`).max(DESIGN_LIMITS.brief.max, `需求描述最多 ${DESIGN_LIMITS.brief.max} 个字`),
  fileIds: z.array(z.number().int().positive()).max(DESIGN_LIMITS.files, `参考文件最多 ${DESIGN_LIMITS.files} 个`),
  idempotencyKey,
});
export type CreateDesignOrder = z.infer<typeof CreateDesignOrder>;

/** A delivery of the designers: version 1 is the first, each revision adds one. */
export const DesignDelivery = z.object({
  version: z.number().int().positive(),
  note: z.string(),
  at: z.string(),
  files: z.array(DrawingFile),
});
export type DesignDelivery = z.infer<typeof DesignDelivery>;

export const DesignEvent = z.object({ status: DesignStatus, note: z.string(), at: z.string() });
export type DesignEvent = z.infer<typeof DesignEvent>;

/** What the customer may do with a design order now (the server enforces the same). */
export const DesignActions = z.object({
  /** 确认完成: 待确认. */
  confirm: z.boolean(),
  /** 申请修改: 待确认 with revisions left. */
  revise: z.boolean(),
});
export type DesignActions = z.infer<typeof DesignActions>;

/** A row of GET /api/shop-design-order (newest first; optional `status` filter). */
export const DesignOrderSummary = z.object({
  requestNo: z.string(),
  packageOrderNo: z.string(),
  packageName: z.string(),
  title: z.string(),
  status: DesignStatus,
  revisions: z.number().int().nonnegative(),
  revisionsUsed: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: DesignActions,
});
export type DesignOrderSummary = z.infer<typeof DesignOrderSummary>;

export const DesignOrderQuery = PageQuery.extend({ status: DesignStatus.optional() });
export type DesignOrderQuery = z.input<typeof DesignOrderQuery>;

export const DesignOrderPage = pageOf(DesignOrderSummary);
export type DesignOrderPage = z.infer<typeof DesignOrderPage>;

/** GET /api/shop-design-order/{requestNo}: 404 for another customer's. */
export const DesignOrder = DesignOrderSummary.extend({
  brief: z.string(),
  /** The customer's reference files. */
  files: z.array(DrawingFile),
  /** Oldest first. */
  deliveries: z.array(DesignDelivery),
  /** Oldest first. */
  timeline: z.array(DesignEvent),
});
export type DesignOrder = z.infer<typeof DesignOrder>;

/**
 * POST /api/shop-design-order/{requestNo}/confirm (待确认 → 已完成) and
 * POST /api/shop-design-order/{requestNo}/revise with ReviseDesignOrder (待确认 → 设计中, one
 * revision used; 409 when none is left). Both answer the updated DesignOrder; a status that does
 * not allow it answers 409 with the reason.
 */
export const ReviseDesignOrder = z.object({
  note: z.string().trim().min(DESIGN_LIMITS.note.min, `修改意见至少 ${DESIGN_LIMITS.note.min} 个字`).max(DESIGN_LIMITS.note.max, `修改意见最多 ${DESIGN_LIMITS.note.max} 个字`),
});
export type ReviseDesignOrder = z.infer<typeof ReviseDesignOrder>;

/**
 * GET /api/shop-design-order/mine: package orders and design orders together, newest first
 * (/mydesign/ordercenter/myOrder).
 */
export const MyDesignRow = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('package'), no: z.string(), title: z.string(), status: OrderStatus, payable: fen.nonnegative(), createdAt: z.string() }),
  z.object({ kind: z.literal('design'), no: z.string(), title: z.string(), status: DesignStatus, packageName: z.string(), createdAt: z.string() }),
]);
export type MyDesignRow = z.infer<typeof MyDesignRow>;

export const MyDesignPage = pageOf(MyDesignRow);
export type MyDesignPage = z.infer<typeof MyDesignPage>;

/** Body of POST /api/__test__/design-order-status: the designers move a request (待确认 adds a delivery). */
export const DesignStatusHook = z.object({ requestNo: z.string().min(1), status: DesignStatus });
