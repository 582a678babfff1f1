import { z } from 'zod';
import { Consumable, ConsumablePage, ConsumableQuery } from '../src/wire/consumables.ts';
import { FootagePage, FootageQuery } from '../src/wire/footage.ts';
import { ConsumablePriceChanged, ConsumableQuote, ConsumableQuoteRequest, CreateConsumableOrder, OutOfStock } from '../src/wire/consumable-orders.ts';
import { OrderDetail } from '../src/wire/orders.ts';
import { bearer, common, error, type Paths } from './openapi-operations.ts';
import { parametersOf } from './openapi-schemas.ts';

/**
 * Issue-5 shapes are described inline (generated from the shared zod schemas) so this file stays
 * independent of the component list others extend at the same time.
 */
function inline(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
  return rest;
}

export const jsonOf = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: inline(schema, 'output') } },
});

export const bodyOf = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: inline(schema, 'input') } },
});

const idParam = (description: string) => [{ name: 'id', in: 'path' as const, required: true, schema: { type: 'string', pattern: '^\\d{1,15}$' }, description }];

/** The consumables catalogue with its images, consumable pricing and orders, and footage. */
export function catalogPaths(): Paths {
  return {
    '/api/shop-consumable': {
      get: {
        tags: ['耗材'],
        summary: '耗材目录（分页，可按分类筛选、按名称或规格搜索、按价格排序）',
        description: '只列出在售耗材。keyword 同时匹配名称与规格（英文不区分大小写，% 与 _ 按字面匹配）；同价按编号排列。stock 为当前可下单数量。',
        security: bearer,
        parameters: parametersOf(ConsumableQuery, 'query'),
        responses: { 200: jsonOf('耗材列表', ConsumablePage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-consumable/{id}': {
      get: {
        tags: ['耗材'],
        summary: '耗材详情',
        security: bearer,
        parameters: idParam('耗材编号'),
        responses: { 200: jsonOf('耗材', Consumable), 400: common.badRequest, 401: common.unauthorized, 404: error('耗材不存在') },
      },
    },
    '/api/shop-consumable/images/{file}': {
      get: {
        tags: ['耗材'],
        summary: '耗材图片（SVG，无需登录）',
        description: 'file 形如 `12-1.svg`（耗材 12 的第 1 张图），即耗材 images 字段中的路径。带长期缓存与严格的 Content-Security-Policy。',
        parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{1,15}-[1-9]\\.svg$' } }],
        responses: {
          200: { description: 'SVG 图片', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
          404: error('图片不存在'),
        },
      },
    },
    '/api/shop-footage': {
      get: {
        tags: ['素材'],
        summary: '本店素材列表（分页，新发布的在前）',
        description: '只列出当前客户所属店铺的素材。keyword 匹配标题或文件名。size 为字节数，sha256 为文件内容的十六进制摘要。',
        security: bearer,
        parameters: parametersOf(FootageQuery, 'query'),
        responses: { 200: jsonOf('素材列表', FootagePage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-footage/{id}/download': {
      get: {
        tags: ['素材'],
        summary: '下载素材（流式传输，计入下载次数）',
        description:
          '响应带 Content-Length、Content-Type 与 Content-Disposition（ASCII 文件名 + RFC 5987 的 filename*）。其中一个素材约 50 MB，边生成边发送。其他店铺的素材同样返回 404。',
        security: bearer,
        parameters: idParam('素材编号'),
        responses: {
          200: { description: '文件内容', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
          400: common.badRequest,
          401: common.unauthorized,
          404: error('素材不存在'),
        },
      },
    },
    '/api/shop-consumable-order/price': {
      post: {
        tags: ['耗材订单'],
        summary: '购物车计价（与下单使用同一计价）',
        description: '商品金额按当前单价（会员折扣只用于定制订单）；优惠券须为本店铺、已领取、未使用且在有效期内，适用范围包含耗材订单，商品金额须达到门槛；运费规则同报价（优惠后达到会员等级的包邮门槛免运费，否则 15 元）。每行返回当前库存，库存不足不在此报错。',
        security: bearer,
        requestBody: bodyOf(ConsumableQuoteRequest),
        responses: {
          200: jsonOf('计价结果', ConsumableQuote),
          400: error('参数无效、同一耗材重复、优惠券不可用、不在适用范围或未达门槛'),
          401: common.unauthorized,
          404: error('耗材 #id 不存在 或 「名称」已下架'),
          413: common.tooLarge,
        },
      },
    },
    '/api/shop-order/consumable': {
      post: {
        tags: ['耗材订单'],
        summary: '提交耗材订单（待付款，预留库存）',
        description:
          '在一个事务中：同一 idempotencyKey 再次提交返回 200 与同一订单；重新计价，与 expectedPayable 不同返回 409 ConsumablePriceChanged；任一行数量超过库存返回 409 OutOfStock。409 时不创建订单、不占用库存和优惠券。成功时扣减库存、核销优惠券，订单号形如 HC20261121-0001。',
        security: bearer,
        requestBody: bodyOf(CreateConsumableOrder),
        responses: {
          201: jsonOf('已创建的订单', OrderDetail),
          200: jsonOf('同一 idempotencyKey 已创建的订单', OrderDetail),
          400: error('参数无效、同一耗材重复、优惠券不可用、不在适用范围或未达门槛'),
          401: common.unauthorized,
          404: error('耗材 #id 不存在 或 「名称」已下架'),
          409: {
            description: '价格已变化（ConsumablePriceChanged）、库存不足（OutOfStock），或该 idempotencyKey 已用于其他类型的订单（{ message }）',
            content: { 'application/json': { schema: { oneOf: [inline(ConsumablePriceChanged, 'output'), inline(OutOfStock, 'output'), inline(z.object({ message: z.string() }), 'output')] } } },
          },
          413: common.tooLarge,
        },
      },
    },
  };
}
