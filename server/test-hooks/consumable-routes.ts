import type { Hono} from 'hono';
import { type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { consumableState, setConsumableState } from '../catalogue/consumable-store.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { footageExists } from '../footage/store.ts';
import { testHookTags } from './routes.ts';

/** Body of POST /api/__test__/consumable-state: what changes about one consumable, as the platform would change it. */
export const ConsumableStateHook = z
  .object({
    consumableId: z.number().int().positive('consumableId 须为正整数'),
    price: z.number().int('price 须为整数').positive('price 须为正整数').optional(),
    stock: z.number().int('stock 须为整数').nonnegative('stock 不能为负').optional(),
    onSale: z.boolean().optional(),
  })
  .refine((hook) => hook.price !== undefined || hook.stock !== undefined || hook.onSale !== undefined, '至少修改 price、stock、onSale 中的一项');

/** The state the consumable-state hook answers (before and after the change), so a test can put it back. */
export const ConsumableState = z.object({ price: z.number().int(), stock: z.number().int(), onSale: z.boolean() });
export const ConsumableStateChange = z.object({ before: ConsumableState, after: ConsumableState });

/** Body of POST /api/__test__/corrupt-next-download. */
export const CorruptDownloadHook = z.object({
  footageId: z.number().int().positive('footageId 须为正整数'),
  /** Only this session's next download is spoilt: browser tests run in parallel against one server. */
  token: z.string().min(1, 'token 不能为空').max(200, 'token 最多 200 个字符'),
});

/** The middle byte of the body changes and nothing else: the length still matches, only a hash can tell. */
function flipMiddleByte(size: number): TransformStream<Uint8Array, Uint8Array> {
  const target = Math.floor(size / 2);
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      if (target >= seen && target < seen + chunk.byteLength) {
        const copy = chunk.slice();
        copy[target - seen] = (copy[target - seen] ?? 0) ^ 0xff;
        chunk = copy;
      }
      seen += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/**
 * Downloads a test asked to spoil, per footage and bearer token. Kept in memory: they belong to
 * one running server, and a reset ends every session, so a stale entry can never match again.
 */
class PendingCorruptions {
  #pending: Array<{ footageId: number; authorization: string }> = [];

  add(footageId: number, token: string): void {
    this.#pending.push({ footageId, authorization: `Bearer ${token}` });
  }

  /** Whether this download is to be spoilt, using the entry up. */
  take(footageId: number, authorization: string): boolean {
    const index = this.#pending.findIndex((entry) => entry.footageId === footageId && entry.authorization === authorization);
    if (index < 0) return false;
    this.#pending.splice(index, 1);
    return true;
  }

  /** Wraps a successful download's body; a refused one (401, 404) leaves the entry for the next try. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      await next();
      const footageId = Number(c.req.param('id'));
      const size = Number(c.res.headers.get('Content-Length'));
      if (c.res.status !== 200 || c.res.body === null || !Number.isInteger(size) || size < 1) return;
      if (!this.take(footageId, c.req.header('Authorization') ?? '')) return;
      c.res = new Response(c.res.body.pipeThrough(flipMiddleByte(size)), c.res);
    };
  }
}

/**
 * Hooks of the consumables and footage area for browser tests (mounted under /api only with test
 * hooks on, and before the footage routes so the download can be wrapped): a consumable's price,
 * stock or sale changed while a page is open, and a download that arrives with one byte wrong.
 */
export function consumableTestHookRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags: testHookTags });
  const corruptions = new PendingCorruptions();

  routes.use('/shop-footage/:id/download', corruptions.middleware());

  route({
    method: 'post',
    path: '/__test__/consumable-state',
    summary: '修改一种耗材的单价、库存或是否在售（模拟下单页打开期间平台调价、售罄或下架）',
    description: '答复修改前后的 price、stock、onSale，测试据此在结束时恢复原状。',
    json: ConsumableStateHook,
    responses: { 200: json('修改前后的状态', ConsumableStateChange), 404: error('耗材不存在') },
  }, (c, { json: { consumableId, ...change } }) => {
    const before = consumableState(db, consumableId);
    setConsumableState(db, consumableId, change);
    return c.json({ before, after: consumableState(db, consumableId) });
  });

  route({
    method: 'post',
    path: '/__test__/corrupt-next-download',
    summary: '让该会话下一次成功下载这个素材时，中间一个字节被改动（长度不变，只有 SHA-256 校验能发现）',
    json: CorruptDownloadHook,
    responses: { 204: noContent('已登记'), 404: error('素材不存在') },
  }, (c, { json: { footageId, token } }) => {
    if (!footageExists(db, footageId)) throw new HttpError(404, '素材不存在');
    corruptions.add(footageId, token);
    return c.body(null, 204);
  });

  return routes;
}
