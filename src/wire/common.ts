/**
 * The wire shapes of the shop-platform API are written once, in this folder, one module per
 * resource: the reference server validates request bodies and queries with them and builds
 * `/api/openapi.json` from them; the browser imports only their inferred types (`import type`,
 * which the lint holds), so zod never reaches a page bundle. Money is always an integer number of
 * fen, times ISO 8601 strings in UTC. Relative imports only: Node runs these files directly.
 *
 * This module holds what every resource shares.
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY_LENGTH } from '../lib/forms/idempotency-key.ts';

export const fen = z.number().int();
export const isoTime = z.string();

/**
 * The sums of a price, order or quote (src/lib/pricing/order-totals.ts): the goods; off them,
 * the member level's discount (levels discount customised orders only) and the coupon's; shipping.
 */
export const charges = {
  goods: fen.nonnegative(),
  memberDiscount: fen.nonnegative(),
  discount: fen.nonnegative(),
  shipping: fen.nonnegative(),
};

/** What makes a create call safe to repeat: the same key answers what it created the first time. */
export const idempotencyKey = z.string().min(IDEMPOTENCY_KEY_LENGTH.min, '提交编号无效，请刷新页面后重新提交').max(IDEMPOTENCY_KEY_LENGTH.max, '提交编号无效，请刷新页面后重新提交');

/** `{ "message": "…" }`: the body of every non-2xx answer. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Query of every list endpoint: 1-based page, page size up to 100. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1, '页码最小为 1').default(1),
  size: z.coerce.number().int().min(1, '每页条数最小为 1').max(100, '每页条数最多为 100').default(10),
});

/** `{ records, total }`: the answer of every list endpoint. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int().nonnegative() });

export interface Page<T> {
  records: T[];
  total: number;
}
