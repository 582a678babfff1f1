/**
 * Wire shapes of the design service (issue 6): design packages, package orders and design
 * orders (design requests made with a bought package). Written once for the browser client and
 * the reference server, like schema.ts; the browser imports types only. Money is integer fen,
 * times ISO strings.
 *
 * A package order is an order of kind 'package' in the order tables (order-schema.ts): it is
 * created in 待付款, paid with the payment flow of issue 5 (/api/shop-payment/…, PayPanel, the
 * result page), and becomes 已完成 once paid; 已取消 from 待付款 only.
 */
import { z } from 'zod';
import { DesignFile, OrderStatus } from './quotation-schema.ts';
import { OrderActions } from './order-schema.ts';
import { PageQuery, pageOf } from './schema.ts';

const fen = z.number().int();
const idempotencyKey = z.string().min(8, 'idempotencyKey 太短').max(100, 'idempotencyKey 太长');

/** 设计套餐. */
export const DesignPackage = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Fen. */
  price: fen.positive(),
  /** Who it suits, one line. */
  summary: z.string(),
  /** What the designers do, one item per line shown as a list. */
  scope: z.array(z.string()).min(1),
  /** Design requests (design orders) one purchase includes. */
  requests: z.number().int().positive(),
  /** Revisions each design request may ask for after a delivery. */
  revisions: z.number().int().nonnegative(),
  /** Working days from accepting a request to the first delivery. */
  deliveryDays: z.number().int().positive(),
  /** Shown as 推荐. */
  recommended: z.boolean(),
});
export type DesignPackage = z.infer<typeof DesignPackage>;

/** GET /api/shop-design-package (public, no login): every package on sale, cheapest first. */
export const DesignPackageList = z.object({ records: z.array(DesignPackage) });
export type DesignPackageList = z.infer<typeof DesignPackageList>;

/**
 * POST /api/shop-design-package-order: buys a package → 201 OrderDetail (kind 'package',
 * 待付款, order number `TCyyyymmdd-nnnn`); the same idempotencyKey again → 200 with that order.
 * Unknown package → 404. Then pay it through /api/shop-payment/{orderNo}/….
 */
export const CreatePackageOrder = z.object({
  packageId: z.number().int().positive('请选择设计套餐'),
  idempotencyKey,
});
export type CreatePackageOrder = z.infer<typeof CreatePackageOrder>;

/** One bought (or being bought) package: GET /api/shop-design-package-order (newest first). */
export const PackageOrder = z.object({
  orderNo: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  /** Fen paid (or to pay). */
  payable: fen.nonnegative(),
  /** 待付款, 已完成 (paid: the package is in force), 已取消. */
  status: OrderStatus,
  requests: z.number().int().nonnegative(),
  requestsUsed: z.number().int().nonnegative(),
  /** Design requests still to make with it; 0 unless paid. */
  requestsRemaining: z.number().int().nonnegative(),
  revisions: z.number().int().nonnegative(),
  deliveryDays: z.number().int().positive(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  actions: OrderActions,
});
export type PackageOrder = z.infer<typeof PackageOrder>;
/**
 * GET /api/shop-design-package-order: a page of the customer's package orders; with `orderNo`
 * (a link to one order) the page that holds that order instead of `page`, or `page` when the
 * customer has no such package order.
 */
export const PackageOrderQuery = PageQuery.extend({
  orderNo: z.string().trim().max(40, '订单号最多 40 个字符').optional(),
});
export const PackageOrderPage = pageOf(PackageOrder).extend({
  /** The page answered: the one holding `orderNo` when the customer has it, else the one asked for. */
  page: z.number().int().positive(),
});
export type PackageOrderPage = z.infer<typeof PackageOrderPage>;

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
  title: z.string().trim().min(2, '标题至少 2 个字').max(60, '标题最多 60 个字'),
  brief: z.string().trim().min(10, '需求描述至少 10 个字').max(2000, '需求描述最多 2000 个字'),
  fileIds: z.array(z.number().int().positive()).max(20, '参考文件最多 20 个'),
  idempotencyKey,
});
export type CreateDesignOrder = z.infer<typeof CreateDesignOrder>;

/** A delivery of the designers: version 1 is the first, each revision adds one. */
export const DesignDelivery = z.object({
  version: z.number().int().positive(),
  note: z.string(),
  at: z.string(),
  files: z.array(DesignFile),
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
  files: z.array(DesignFile),
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
  note: z.string().trim().min(5, '修改意见至少 5 个字').max(1000, '修改意见最多 1000 个字'),
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
