import { readFile } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { Hono } from 'hono';
import { z } from 'zod';
import { Suggestion, SuggestionFields, SuggestionListQuery, SuggestionPage, SuggestionReplyRequest } from '../../src/wire/suggestions.ts';
import { IMAGE_CONTENT_TYPES } from '../../src/lib/files/image-sniff.ts';
import { SUGGESTION_LIMITS, SUGGESTION_TYPES } from '../../src/lib/forms/suggestion-rules.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { inTransaction } from '../core/transaction.ts';
import { createOnce } from '../core/idempotent.ts';
import { removeReceived } from '../core/multipart-receiver.ts';
import { error, json, resource } from '../core/route.ts';
import { parseOrThrow } from '../core/validation.ts';
import { authorNameOf, customerScope } from '../users/customers.ts';
import { receiveSuggestion } from './image-policy.ts';
import { addCustomerFollowUp, findSuggestion, findSuggestionImage, insertSuggestion, listSuggestions, suggestionIdByKey, suggestionImageBytes } from './store.ts';
import { assertFits } from '../files/store.ts';
import { HttpError } from '../core/errors.ts';

const idPattern = z.string().regex(/^\d{1,15}$/, '反馈不存在').transform(Number);
export const SuggestionIdParam = z.object({ id: idPattern.describe('反馈编号（数字 id）') });
export const SuggestionImageParam = z.object({
  id: idPattern.describe('反馈编号（数字 id）'),
  imageId: z.string().regex(/^\d{1,15}$/, '图片不存在').transform(Number).describe('图片 id'),
});

const storedExtension = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;
const maxMb = SUGGESTION_LIMITS.maxImageBytes / 1024 / 1024;
const perCustomerMb = SUGGESTION_LIMITS.maxImageBytesPerCustomer / 1024 / 1024;

export const suggestionStorageMessages = {
  customerFull: (usedMb: string) =>
    `反馈图片合计最多 ${perCustomerMb} MB，您已提交的反馈图片共 ${usedMb} MB，放不下这几张了。请删去图片后提交，或在反馈内容中用文字描述问题`,
} as const;

/**
 * 413 unless the images fit the customer's allowance for suggestion images and the shop's
 * storage: repeated posts cannot fill the disk.
 */
function assertImagesFit(db: DatabaseSync, customerId: number, images: ReadonlyArray<{ size: number }>): void {
  const bytes = images.reduce((sum, image) => sum + image.size, 0);
  if (bytes === 0) return;
  const used = suggestionImageBytes(db, customerId);
  if (used + bytes > SUGGESTION_LIMITS.maxImageBytesPerCustomer) throw new HttpError(413, suggestionStorageMessages.customerFull((used / 1024 / 1024).toFixed(1)));
  assertFits(db, customerScope(db, customerId).shopId, '反馈图片', bytes);
}
const tags = ['意见反馈'];
const notFound = error('反馈不存在（或属于其他客户）');

const multipart = {
  fields: SuggestionFields,
  required: ['type', 'title', 'content', 'idempotencyKey'],
  parts: {
    type: { type: 'string', enum: [...SUGGESTION_TYPES] },
    title: { type: 'string', maxLength: SUGGESTION_LIMITS.titleMax, description: '去掉首尾空白后 1–50 个字' },
    content: { type: 'string', maxLength: SUGGESTION_LIMITS.contentMax, description: '去掉首尾空白后 1–500 个字' },
    contact: { type: 'string', description: '可选：手机号、邮箱或 QQ 号' },
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 100, description: '客户端为一次提交生成；重复提交返回同一条反馈' },
    image: {
      type: 'array',
      maxItems: SUGGESTION_LIMITS.maxImages,
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
      description: `0–${SUGGESTION_LIMITS.maxImages} 个 image 文件分段：PNG、JPEG 或 WebP（按文件头判断），每个不超过 ${maxMb} MB`,
    },
  } satisfies Record<string, z.core.JSONSchema.BaseSchema>,
};

/**
 * POST /shop-suggestion (one multipart request: the fields and 0–3 images), GET the customer's
 * list and one suggestion, its images' bytes, and POST a follow-up reply.
 */
export function suggestionRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, uploads } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/',
    summary: '提交反馈（一个 multipart 请求：文字字段与 0–3 张图片）',
    description:
      `任何字段或图片不合格时返回 400/413，且不保存任何内容。图片计入店铺的存储空间（storageSize），每位客户的反馈图片合计最多 ${perCustomerMb} MB。` +
      '相同 idempotencyKey 的重复提交返回 200 与已创建的反馈。',
    multipart,
    responses: {
      201: json('新建的反馈（待处理）', Suggestion),
      200: json('同一 idempotencyKey 已创建的反馈', Suggestion),
      400: error('字段无效（如「请填写标题」「反馈内容最多 500 个字」「联系方式请填写手机号、邮箱或 QQ 号」）、图片格式不对（图片「a.gif」不是 PNG、JPEG 或 WebP 格式）或超过 3 张'),
      413: error(`图片「名称」超过 ${maxMb} MB 的上限；反馈图片合计已达每位客户 ${perCustomerMb} MB 的上限；或店铺存储空间不足`),
      503: error('文件存储暂不可用（服务器无法写入上传目录）'),
      507: error('服务器存储空间不足'),
    },
  }, async (c) => {
    const customerId = c.get('customerId');
    const { fields, images } = await receiveSuggestion(c.req.raw, uploads, Object.keys(multipart.fields.shape));
    const kept: string[] = [];
    try {
      const body = parseOrThrow(multipart.fields, Object.fromEntries(fields));
      const creation = createOnce(db, () => suggestionIdByKey(db, customerId, body.idempotencyKey), () => {
        assertImagesFit(db, customerId, images);
        const stored = images.map((image) => {
          const storedName = uploads.newStoredName(storedExtension[image.kind]);
          uploads.keep(image.path, storedName);
          kept.push(storedName);
          return { name: image.name, storedName, kind: image.kind, size: image.size, width: image.pixels?.width ?? null, height: image.pixels?.height ?? null };
        });
        return { made: insertSuggestion(db, { customerId, ...body, at: deps.now().getTime(), images: stored }) };
      });
      // A replay stores nothing new: the images sent again are dropped.
      if (creation.kind === 'replayed') removeReceived(images);
      return c.json(findSuggestion(db, customerId, creation.ref), creation.kind === 'created' ? 201 : 200);
    } catch (problem) {
      removeReceived(images);
      for (const name of kept) uploads.remove(name);
      throw problem;
    }
  });

  route({
    method: 'get',
    path: '/',
    summary: '本人的反馈（分页，新的在前，可按状态筛选）',
    query: SuggestionListQuery,
    responses: { 200: json('一页反馈', SuggestionPage) },
  }, (c, { query }) => c.json(listSuggestions(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/:id',
    summary: '本人的一条反馈（含图片、回复与状态记录）',
    params: SuggestionIdParam,
    responses: { 200: json('反馈', Suggestion), 404: notFound },
  }, (c, { params }) => c.json(findSuggestion(db, c.get('customerId'), params.id)));

  route({
    method: 'get',
    path: '/:id/images/:imageId',
    summary: '反馈图片的内容（需要 Bearer 令牌，仅反馈的提交者）',
    description: "返回图片字节与对应的 Content-Type，并带 Content-Security-Policy: default-src 'none' 与 nosniff。",
    params: SuggestionImageParam,
    responses: {
      200: { description: '图片', content: { 'image/png': { schema: { type: 'string' } }, 'image/jpeg': { schema: { type: 'string' } }, 'image/webp': { schema: { type: 'string' } } } },
      404: error('图片不存在'),
    },
  }, async (c, { params }) => {
    const image = findSuggestionImage(db, c.get('customerId'), params.id, params.imageId);
    const bytes = await readFile(uploads.pathOf(image.storedName));
    return c.body(bytes, 200, {
      'Content-Type': IMAGE_CONTENT_TYPES[image.kind],
      'Content-Length': String(bytes.byteLength),
      // Shown only as a blob by the page; opened directly it must not run anything.
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, no-store',
    });
  });

  route({
    method: 'post',
    path: '/:id/replies',
    summary: '追加回复（客户追问）',
    description: '已回复的反馈回到「处理中」。',
    params: SuggestionIdParam,
    json: SuggestionReplyRequest,
    responses: { 201: json('更新后的反馈', Suggestion), 404: notFound },
  }, (c, { params: { id }, json: { content } }) => {
    const customerId = c.get('customerId');
    inTransaction(db, () => addCustomerFollowUp(db, customerId, id, content, authorNameOf(db, customerId), deps.now().getTime()));
    return c.json(findSuggestion(db, customerId, id), 201);
  });

  return routes;
}
