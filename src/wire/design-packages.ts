/**
 * Design-service packages and the orders that buy them (/api/shop-design-package,
 * /api/shop-design-package-order). A package order is an order of kind `package`
 * (order-status.ts): created in 待付款, paid like every order (payments.ts), in force once paid; 已取消
 * from 待付款 only. Shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen, idempotencyKey, pageOf, PageQuery } from './common.ts';
import { OrderStatus } from './order-status.ts';
import { OrderActions } from './orders.ts';

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
