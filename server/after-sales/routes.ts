import { readFile } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { Claim, ClaimFields, ClaimListQuery, ClaimNo, ClaimPage } from '../../src/wire/after-sales.ts';
import { CLAIM_LIMITS, CLAIM_REASONS } from '../../src/lib/after-sales/claim-rules.ts';
import { IMAGE_CONTENT_TYPES } from '../../src/lib/files/image-sniff.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { createOnce } from '../core/idempotent.ts';
import { removeReceived } from '../core/multipart-receiver.ts';
import { error, json, resource } from '../core/route.ts';
import type { UploadFolder } from '../core/upload-folder.ts';
import { parseOrThrow } from '../core/validation.ts';
import { HttpError } from '../core/errors.ts';
import { intOf } from '../core/rows.ts';
import { assertFits } from '../files/store.ts';
import { customerScope } from '../users/customers.ts';
import { receiveImageForm, type ImageFormPolicy } from '../suggestions/image-policy.ts';
import { assertClaimable, claimNoByKey, claimOf, claimPhotoBytes, claimPhotoOf, claimRowOf, insertClaim, listCustomerClaims } from './store.ts';

const tags = ['售后'];
const maxMb = CLAIM_LIMITS.maxPhotoBytes / 1024 / 1024;
const perCustomerMb = CLAIM_LIMITS.maxPhotoBytesPerCustomer / 1024 / 1024;
const storedExtension = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

export const ClaimNoParams = z.object({ claimNo: ClaimNo.describe('售后单号') });
export const ClaimPhotoParams = ClaimNoParams.extend({ id: z.string().regex(/^\d{1,15}$/, '图片不存在').transform(Number).describe('图片 id') });

export const claimPhotoPolicy: ImageFormPolicy = {
  maxImages: CLAIM_LIMITS.maxPhotos,
  maxImageBytes: CLAIM_LIMITS.maxPhotoBytes,
  part: 'photo',
  messages: {
    notMultipart: '请通过售后申请表单提交',
    tooManyImages: `最多上传 ${CLAIM_LIMITS.maxPhotos} 张照片`,
    tooLarge: (name) => `照片「${name}」超过 ${maxMb} MB 的上限`,
  },
};

/** 413 unless the photos fit the customer's allowance for claim photos and the shop's storage. */
function assertPhotosFit(db: DatabaseSync, customerId: number, photos: ReadonlyArray<{ size: number }>): void {
  const bytes = photos.reduce((sum, photo) => sum + photo.size, 0);
  if (bytes === 0) return;
  const used = claimPhotoBytes(db, customerId);
  if (used + bytes > CLAIM_LIMITS.maxPhotoBytesPerCustomer) {
    throw new HttpError(413, `售后照片合计最多 ${perCustomerMb} MB，您已提交的售后照片共 ${(used / 1024 / 1024).toFixed(1)} MB，放不下这几张了。请少传几张，或在描述中用文字说明`);
  }
  assertFits(db, customerScope(db, customerId).shopId, '售后照片', bytes);
}

export const photoAnswer = {
  200: { description: '照片', content: { 'image/png': { schema: { type: 'string' } }, 'image/jpeg': { schema: { type: 'string' } }, 'image/webp': { schema: { type: 'string' } } } },
  404: error('图片不存在'),
} as const;

/** The photo's bytes, never run as a page when opened directly. */
export async function photoResponse(c: Context<AppEnv>, uploads: UploadFolder, photo: { storedName: string; kind: keyof typeof IMAGE_CONTENT_TYPES }): Promise<Response> {
  const bytes = await readFile(uploads.pathOf(photo.storedName));
  return c.body(bytes, 200, {
    'Content-Type': IMAGE_CONTENT_TYPES[photo.kind],
    'Content-Length': String(bytes.byteLength),
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'private, no-store',
  });
}

const multipart = {
  fields: ClaimFields,
  required: ['orderNo', 'reason', 'description', 'idempotencyKey'],
  parts: {
    orderNo: { type: 'string', description: '已确认收货的订单号' },
    reason: { type: 'string', enum: [...CLAIM_REASONS] },
    description: { type: 'string', maxLength: CLAIM_LIMITS.descriptionMax, description: `去掉首尾空白后 1–${CLAIM_LIMITS.descriptionMax} 个字` },
    idempotencyKey: { type: 'string', description: '客户端为一次提交生成；重复提交返回同一条申请' },
    photo: {
      type: 'array',
      maxItems: CLAIM_LIMITS.maxPhotos,
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
      description: `0–${CLAIM_LIMITS.maxPhotos} 个 photo 文件分段：PNG、JPEG 或 WebP（按文件头判断），每个不超过 ${maxMb} MB`,
    },
  } satisfies Record<string, z.core.JSONSchema.BaseSchema>,
};

/** /shop-after-sales: the customer's claims on received orders, with their photos and timelines. */
export function afterSalesRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, uploads } = deps;
  const { routes, route } = resource(deps, { tags, customer: true });

  route({
    method: 'post',
    path: '/',
    summary: '申请售后（一个 multipart 请求：订单号、原因、描述与 0–6 张照片）',
    description:
      `只限本人已确认收货（已完成）的定制或耗材订单，收货后 ${CLAIM_LIMITS.windowDays} 天内；同一订单同时只能有一条待处理的申请。` +
      '任何字段或照片不合格时不保存任何内容；相同 idempotencyKey 的重复提交返回 200 与已创建的申请。',
    multipart,
    responses: {
      201: json('新建的售后申请（待处理）', Claim),
      200: json('同一 idempotencyKey 已创建的申请', Claim),
      400: error('字段无效（如「请描述遇到的问题」）、照片格式不对或超过 6 张'),
      404: error('订单不存在（或属于其他客户）'),
      409: error('订单未确认收货、已超过售后期限、为设计套餐订单，或已有待处理的申请'),
      413: error(`照片超过 ${maxMb} MB，售后照片合计超过 ${perCustomerMb} MB，或店铺存储空间不足`),
    },
  }, async (c) => {
    const customerId = c.get('customerId');
    const { fields, images } = await receiveImageForm(c.req.raw, uploads, Object.keys(multipart.fields.shape), claimPhotoPolicy);
    const kept: string[] = [];
    try {
      const body = parseOrThrow(multipart.fields, Object.fromEntries(fields));
      const at = deps.now().getTime();
      const creation = createOnce(db, () => claimNoByKey(db, customerId, body.idempotencyKey), () => {
        const { orderId, factoryId } = assertClaimable(db, customerId, body.orderNo, at);
        assertPhotosFit(db, customerId, images);
        const photos = images.map((image) => {
          const storedName = uploads.newStoredName(storedExtension[image.kind]);
          uploads.keep(image.path, storedName);
          kept.push(storedName);
          return { name: image.name, storedName, kind: image.kind, size: image.size, width: image.pixels?.width ?? null, height: image.pixels?.height ?? null };
        });
        return { made: insertClaim(db, { customerId, orderId, factoryId, reason: body.reason, description: body.description, idempotencyKey: body.idempotencyKey, at, photos }) };
      });
      if (creation.kind === 'replayed') removeReceived(images);
      return c.json(claimOf(db, claimRowOf(db, creation.ref, { customerId }), 'customer'), creation.kind === 'created' ? 201 : 200);
    } catch (problem) {
      removeReceived(images);
      for (const name of kept) uploads.remove(name);
      throw problem;
    }
  });

  route({
    method: 'get',
    path: '/',
    summary: '本人的售后申请（分页，新的在前；可只看一个订单的）',
    query: ClaimListQuery,
    responses: { 200: json('一页售后申请', ClaimPage) },
  }, (c, { query }) => c.json(listCustomerClaims(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/:claimNo',
    summary: '本人的一条售后申请（含照片与处理记录）',
    params: ClaimNoParams,
    responses: { 200: json('售后申请', Claim), 404: error('售后申请不存在（或属于其他客户）') },
  }, (c, { params }) => c.json(claimOf(db, claimRowOf(db, params.claimNo, { customerId: c.get('customerId') }), 'customer')));

  route({
    method: 'get',
    path: '/:claimNo/photos/:id',
    summary: '售后照片的内容（仅申请人）',
    description: "返回图片字节与对应的 Content-Type，并带 Content-Security-Policy: default-src 'none'。",
    params: ClaimPhotoParams,
    responses: photoAnswer,
  }, async (c, { params }) => {
    const claim = claimRowOf(db, params.claimNo, { customerId: c.get('customerId') });
    return photoResponse(c, uploads, claimPhotoOf(db, intOf(claim, 'id'), params.id));
  });

  return routes;
}
