import { Hono } from 'hono';
import { z } from 'zod';
import { ConsumableQuery } from '../../src/api/consumable-schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { consumableSvg } from './consumable-images.ts';
import { findConsumable, findConsumableLook, hasImage, listConsumables } from './consumable-store.ts';
import { HttpError } from '../core/errors.ts';
import { parseOrThrow, readQuery } from '../core/validation.ts';

export const ConsumableIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '耗材编号无效')
    .transform(Number),
});

/** `{id}-{n}.svg`: image n of consumable id. */
const imageName = /^(\d{1,15})-([1-9])\.svg$/;

/**
 * An SVG opened directly (not through <img>) would be a document of this origin: no scripts,
 * nothing loaded, sandboxed.
 */
const imageHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** GET /shop-consumable (catalogue), /shop-consumable/{id}, /shop-consumable/images/{file} (public). */
export function consumableRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/images/:file', (c) => {
    const match = imageName.exec(c.req.param('file'));
    const id = Number(match?.[1]);
    const n = Number(match?.[2]);
    const look = match === null ? null : findConsumableLook(db, id);
    if (look === null || !hasImage(db, id, n)) throw new HttpError(404, '图片不存在');
    return c.body(consumableSvg(look, n), 200, imageHeaders);
  });

  const signedIn = requireCustomer(deps);
  routes.get('/', signedIn, (c) => c.json(listConsumables(db, readQuery(c, ConsumableQuery))));
  routes.get('/:id', signedIn, (c) => {
    const { id } = parseOrThrow(ConsumableIdParam, c.req.param());
    return c.json(findConsumable(db, id));
  });

  return routes;
}
