import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { z } from 'zod';
import { SuggestionFields, SuggestionListQuery, SuggestionReplyRequest } from '../../src/api/suggestion-schema.ts';
import { IMAGE_CONTENT_TYPES } from '../../src/lib/image-sniff.ts';
import type { AppDeps, AppEnv } from '../core/app-env.ts';
import { requireCustomer } from '../auth/sessions.ts';
import { inTransaction } from '../core/db.ts';
import { textOf } from '../core/rows.ts';
import { removeReceived, receiveSuggestion } from './image-policy.ts';
import { addCustomerFollowUp, findSuggestion, findSuggestionImage, insertSuggestion, listSuggestions, suggestionIdByKey } from './store.ts';
import { parseOrThrow, readJson, readQuery } from '../core/validation.ts';

const idPattern = z.string().regex(/^\d{1,15}$/, '反馈不存在').transform(Number);
export const SuggestionIdParam = z.object({ id: idPattern });
export const SuggestionImageParam = z.object({ id: idPattern, imageId: z.string().regex(/^\d{1,15}$/, '图片不存在').transform(Number) });

const storedExtension = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/**
 * POST /shop-suggestion (one multipart request: the fields and 0–3 images), GET the customer's
 * list and one suggestion, its images' bytes, and POST a follow-up reply.
 */
export function suggestionRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, uploads } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireCustomer(deps));

  routes.post('/', async (c) => {
    const customerId = c.get('customerId');
    const { fields, images } = await receiveSuggestion(c.req.raw, uploads);
    const kept: string[] = [];
    try {
      const body = parseOrThrow(SuggestionFields, Object.fromEntries(fields));
      const outcome = inTransaction(db, () => {
        const existing = suggestionIdByKey(db, customerId, body.idempotencyKey);
        if (existing !== null) return { id: existing, created: false };
        const stored = images.map((image) => {
          const storedName = uploads.newStoredName(storedExtension[image.kind]);
          uploads.keep(image.path, storedName);
          kept.push(storedName);
          return { name: image.name, storedName, kind: image.kind, size: image.size, width: image.pixels?.width ?? null, height: image.pixels?.height ?? null };
        });
        const at = deps.now().getTime();
        const id = insertSuggestion(db, { customerId, ...body, at, images: stored });
        return { id, created: true };
      });
      // A replay stores nothing new: the images sent again are dropped.
      if (!outcome.created) removeReceived(images);
      return c.json(findSuggestion(db, customerId, outcome.id), outcome.created ? 201 : 200);
    } catch (error) {
      removeReceived(images);
      for (const name of kept) uploads.remove(name);
      throw error;
    }
  });

  routes.get('/', (c) => {
    const query = readQuery(c, SuggestionListQuery);
    return c.json(listSuggestions(db, c.get('customerId'), query));
  });

  routes.get('/:id', (c) => {
    const { id } = parseOrThrow(SuggestionIdParam, c.req.param());
    return c.json(findSuggestion(db, c.get('customerId'), id));
  });

  routes.get('/:id/images/:imageId', async (c) => {
    const { id, imageId } = parseOrThrow(SuggestionImageParam, c.req.param());
    const image = findSuggestionImage(db, c.get('customerId'), id, imageId);
    const bytes = await readFile(uploads.pathOf(image.storedName));
    return c.body(bytes, 200, {
      'Content-Type': IMAGE_CONTENT_TYPES[image.kind],
      'Content-Length': String(bytes.byteLength),
      // Shown only as a blob by the page; opened directly it must not run anything.
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, no-store',
    });
  });

  routes.post('/:id/replies', async (c) => {
    const customerId = c.get('customerId');
    const { id } = parseOrThrow(SuggestionIdParam, c.req.param());
    const { content } = await readJson(c, SuggestionReplyRequest);
    inTransaction(db, () => {
      const row = db.prepare('SELECT nickname FROM customers WHERE id = ?').get(customerId);
      const author = row === undefined ? '客户' : textOf(row, 'nickname');
      addCustomerFollowUp(db, customerId, id, content, author, deps.now().getTime());
    });
    return c.json(findSuggestion(db, customerId, id), 201);
  });

  return routes;
}
