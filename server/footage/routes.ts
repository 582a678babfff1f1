import { Hono } from 'hono';
import { z } from 'zod';
import { FootageQuery } from '../../src/api/consumable-schema.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { customerScope } from '../users/customers.ts';
import { footageBytes } from './bytes.ts';
import { listFootage, takeDownload } from './store.ts';
import { parseOrThrow, readQuery } from '../core/validation.ts';

export const FootageIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '素材编号无效')
    .transform(Number),
});

/**
 * `attachment` with an ASCII fallback name for old clients and the real (often Chinese) name
 * as RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string, id: number): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1] ?? 'bin';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="footage-${id}.${extension.toLowerCase()}"; filename*=UTF-8''${encoded}`;
}

/** A stream that asks the generator for the next piece only when the client takes more. */
function streamOf(chunks: Iterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done === true) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      iterator.return?.();
    },
  });
}

/** GET /shop-footage (the shop's footage) and GET /shop-footage/{id}/download. */
export function footageRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.get('/', (c) => {
    const { shopId } = customerScope(db, c.get('customerId'));
    return c.json(listFootage(db, shopId, readQuery(c, FootageQuery)));
  });

  routes.get('/:id/download', (c) => {
    const { id } = parseOrThrow(FootageIdParam, c.req.param());
    const { shopId } = customerScope(db, c.get('customerId'));
    const { fileName, key } = takeDownload(db, shopId, id);
    const file = footageBytes(key);
    return c.body(streamOf(file.chunks()), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(fileName, id),
      // A downloaded SVG or text opened in place must not run or load anything.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
