import type { Hono } from 'hono';
import { z } from 'zod';
import { FootagePage, FootageQuery } from '../../src/wire/footage.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { contentDisposition } from '../core/content-disposition.ts';
import { error, json, resource } from '../core/route.ts';
import { customerScope } from '../users/customers.ts';
import { footageBytes } from './bytes.ts';
import { listFootage, takeDownload } from './store.ts';

export const FootageIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '素材编号无效')
    .transform(Number)
    .describe('素材编号'),
});

/** Old clients get `footage-<id>.<ext>`; the real (often Chinese) name goes in `filename*`. */
export function footageDisposition(fileName: string, id: number): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1] ?? 'bin';
  return contentDisposition(fileName, `footage-${id}.${extension.toLowerCase()}`);
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

const tags = ['素材'];

/** GET /shop-footage (the shop's footage) and GET /shop-footage/{id}/download. */
export function footageRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'get',
    path: '/',
    summary: '本店素材列表（分页，新发布的在前）',
    description: '只列出当前客户所属店铺的素材。keyword 匹配标题或文件名。size 为字节数，sha256 为文件内容的十六进制摘要。',
    query: FootageQuery,
    responses: { 200: json('素材列表', FootagePage) },
  }, (c, { query }) => {
    const { shopId } = customerScope(db, c.get('customerId'));
    return c.json(listFootage(db, shopId, query));
  });

  route({
    method: 'get',
    path: '/:id/download',
    summary: '下载素材（流式传输，计入下载次数）',
    description:
      '响应带 Content-Length、Content-Type 与 Content-Disposition（ASCII 文件名 + RFC 5987 的 filename*）。其中一个素材约 50 MB，边生成边发送。其他店铺的素材同样返回 404。',
    params: FootageIdParam,
    responses: {
      200: { description: '文件内容', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
      404: error('素材不存在'),
    },
  }, (c, { params: { id } }) => {
    const { shopId } = customerScope(db, c.get('customerId'));
    const { fileName, key } = takeDownload(db, shopId, id);
    const file = footageBytes(key);
    return c.body(streamOf(file.chunks()), 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': footageDisposition(fileName, id),
      // A downloaded SVG or text opened in place must not run or load anything.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
