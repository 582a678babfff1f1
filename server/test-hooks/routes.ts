import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { expireAllSessions } from '../auth/sessions.ts';
import { findCustomerIdByUsername } from '../users/customers.ts';
import { FailNextRequest, type PendingFailures } from './fail-next.ts';
import { HttpError } from '../core/errors.ts';
import { OrderStatusHook } from '../../src/api/order-schema.ts';
import { moveOrderAsFactory } from './order-status.ts';
import { runMaintenance } from '../core/maintenance.ts';
import { reseed } from '../seed.ts';
import { readJson } from '../core/validation.ts';

/** Body of POST /api/__test__/material-price: reprices one material, as the factory would. */
export const MaterialPriceRequest = z.object({
  materialId: z.number().int().positive('materialId 须为正整数'),
  pricePerCm3: z.number().int().positive('pricePerCm3 须为正整数').optional(),
  minPrice: z.number().int().nonnegative('minPrice 不能为负').optional(),
});

export const ExpireSessionsRequest = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64, '用户名最多 64 个字符'),
});

/**
 * Hooks for browser tests, mounted only when the server runs with test hooks on:
 * a clean seeded state per test, a way to turn a valid token into an expired one, and
 * failures of the next matching requests (error states through the real server).
 */
export function testHookRoutes(deps: AppDeps, failures: PendingFailures): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/reset', async (c) => {
    await reseed(deps.db, { now: deps.now(), passwordCost: deps.passwordCost, uploads: deps.uploads });
    failures.clear();
    return c.body(null, 204);
  });

  routes.post('/fail-next', async (c) => {
    failures.add(await readJson(c, FailNextRequest));
    return c.body(null, 204);
  });

  // Lets a browser test change a price between the quote and the order, honestly through the data.
  routes.post('/material-price', async (c) => {
    const { materialId, pricePerCm3, minPrice } = await readJson(c, MaterialPriceRequest);
    const result = deps.db
      .prepare('UPDATE materials SET price_per_cm3 = COALESCE(?, price_per_cm3), min_price = COALESCE(?, min_price) WHERE id = ?')
      .run(pricePerCm3 ?? null, minPrice ?? null, materialId);
    if (result.changes === 0) throw new HttpError(404, '材料不存在');
    return c.body(null, 204);
  });

  // Moves an order on as the factory would (ship it …), so browser tests reach every status.
  routes.post('/order-status', async (c) => {
    const { orderNo, status } = await readJson(c, OrderStatusHook);
    moveOrderAsFactory(deps.db, orderNo, status, deps.now().getTime());
    return c.body(null, 204);
  });

  // Runs the hourly clean-up now (on the test clock), so tests see unused uploads expire.
  routes.post('/maintenance', (c) => c.json(runMaintenance(deps)));

  routes.post('/expire-sessions', async (c) => {
    const { username } = await readJson(c, ExpireSessionsRequest);
    const customerId = findCustomerIdByUsername(deps.db, username);
    if (customerId === null) throw new HttpError(404, '用户不存在');
    expireAllSessions(deps, customerId);
    return c.body(null, 204);
  });

  return routes;
}
