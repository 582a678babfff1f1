import type { Hono } from 'hono';
import { z } from 'zod';
import { Consumable, ConsumablePage, ConsumableQuery } from '../../src/wire/consumables.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { consumableSvg } from './consumable-images.ts';
import { findConsumable, findConsumableLook, hasImage, listConsumables } from './consumable-store.ts';

export const ConsumableIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '耗材编号无效')
    .transform(Number)
    .describe('耗材编号'),
});

/** `{id}-{n}.svg`: image n of consumable id. A name of another form is simply not found. */
const imageName = /^(\d{1,15})-([1-9])\.svg$/;
const ImageParam = z.object({ file: z.string().meta({ pattern: imageName.source }) });

/**
 * An SVG opened directly (not through <img>) would be a document of this origin: no scripts,
 * nothing loaded, sandboxed.
 */
const imageHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

const tags = ['耗材'];

/** GET /shop-consumable (catalogue), /shop-consumable/{id}, /shop-consumable/images/{file} (public). */
export function consumableRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags });

  route({
    method: 'get',
    path: '/images/:file',
    summary: '耗材图片（SVG，无需登录）',
    description: 'file 形如 `12-1.svg`（耗材 12 的第 1 张图），即耗材 images 字段中的路径。带长期缓存与严格的 Content-Security-Policy。',
    params: ImageParam,
    responses: {
      200: { description: 'SVG 图片', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
      404: error('图片不存在'),
    },
  }, (c, { params }) => {
    const match = imageName.exec(params.file);
    const id = Number(match?.[1]);
    const n = Number(match?.[2]);
    const look = match === null ? null : findConsumableLook(db, id);
    if (look === null || !hasImage(db, id, n)) throw new HttpError(404, '图片不存在');
    return c.body(consumableSvg(look, n), 200, imageHeaders);
  });

  route({
    method: 'get',
    path: '/',
    summary: '耗材目录（分页，可按分类筛选、按名称或规格搜索、按价格排序）',
    description: '只列出在售耗材。keyword 同时匹配名称与规格（英文不区分大小写，% 与 _ 按字面匹配）；同价按编号排列。stock 为当前可下单数量。',
    customer: true,
    query: ConsumableQuery,
    responses: { 200: json('耗材列表', ConsumablePage) },
  }, (c, { query }) => c.json(listConsumables(db, query)));

  route({
    method: 'get',
    path: '/:id',
    summary: '耗材详情',
    customer: true,
    params: ConsumableIdParam,
    responses: { 200: json('耗材', Consumable), 404: error('耗材不存在') },
  }, (c, { params }) => c.json(findConsumable(db, params.id)));

  return routes;
}
