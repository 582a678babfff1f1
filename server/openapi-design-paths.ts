import { CreatePackageOrder, DesignPackageList, PackageOrderPage, PackageOrderQuery } from '../src/wire/design-packages.ts';
import { CreateDesignOrder, DesignOrder, DesignOrderPage, DesignOrderQuery, DesignStatusHook, MyDesignPage, ReviseDesignOrder } from '../src/wire/design-requests.ts';
import { OrderDetail } from '../src/wire/orders.ts';
import { PageQuery } from '../src/wire/common.ts';
import { bodyOf, jsonOf } from './openapi-catalog-paths.ts';
import { bearer, common, error, noContent, type Paths } from './openapi-operations.ts';
import { parametersOf } from './openapi-schemas.ts';

const requestNoParam = [{ name: 'requestNo', in: 'path' as const, required: true, schema: { type: 'string' }, description: '设计需求编号，如 SJ20261121-0001' }];
const requestNotFound = error('设计需求不存在（或属于其他客户）');
const tags = ['设计服务'];

/** Design packages, package orders (paid through /api/shop-payment) and design requests. */
export function designPaths(): Paths {
  return {
    '/api/shop-design-package': {
      get: {
        tags,
        summary: '在售的设计套餐（无需登录，价格从低到高）',
        description: '套餐数据与营销页面同源（src/content/design/packages.ts）。',
        responses: { 200: jsonOf('设计套餐', DesignPackageList) },
      },
    },
    '/api/shop-design-package-order': {
      post: {
        tags,
        summary: '购买设计套餐：创建待付款的套餐订单（订单号 TC…）',
        description:
          '返回 kind 为 package 的订单详情（一行：套餐名称，规格为套餐简介；无运费、无优惠券），随后通过 /api/shop-payment/{orderNo}/balance 或 /online 付款，付款后订单为已完成（套餐生效）；待付款时可在订单中心取消。' +
          '同一 idempotencyKey 再次提交返回 200 与同一订单。需要客户资料中有手机号（设计师据此联系客户）。',
        security: bearer,
        requestBody: bodyOf(CreatePackageOrder),
        responses: {
          201: jsonOf('新的套餐订单', OrderDetail),
          200: jsonOf('该 idempotencyKey 已创建的套餐订单', OrderDetail),
          400: common.badRequest,
          401: common.unauthorized,
          404: error('设计套餐不存在或已下架'),
          409: error('idempotencyKey 已用于另一个订单；或 请先在个人资料中填写手机号'),
          413: common.tooLarge,
        },
      },
      get: {
        tags,
        summary: '本人的套餐订单（分页，新的在前），含已用与剩余的设计需求次数',
        description:
          'requestsUsed 为用该套餐提交的设计需求数；requestsRemaining 仅在已付款（已完成）时大于 0。' +
          '带 orderNo 时返回该套餐订单所在的那一页（忽略 page），供指向某个订单的链接使用；本人没有该套餐订单时返回 page 指定的页。响应中的 page 为实际返回的页码。',
        security: bearer,
        parameters: parametersOf(PackageOrderQuery, 'query'),
        responses: { 200: jsonOf('一页套餐订单', PackageOrderPage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-design-order': {
      post: {
        tags,
        summary: '用已付款的套餐提交设计需求（编号 SJ…，状态待接单）',
        description:
          '参考文件先通过 /api/shop-file 上传（带 draftId），再按编号传入（0–20 个，须为本店铺的文件，重复的只计一次）。同一 idempotencyKey 再次提交返回 200 与同一设计需求；任何拒绝都不创建任何数据。',
        security: bearer,
        requestBody: bodyOf(CreateDesignOrder),
        responses: {
          201: jsonOf('新的设计需求', DesignOrder),
          200: jsonOf('该 idempotencyKey 已创建的设计需求', DesignOrder),
          400: common.badRequest,
          401: common.unauthorized,
          404: error('设计套餐订单不存在；或 参考文件不存在（编号 n）'),
          409: error('设计套餐尚未付款，付款后才能提交设计需求；设计套餐订单已取消，不能提交设计需求；该设计套餐的设计需求次数已用完'),
          413: common.tooLarge,
        },
      },
      get: {
        tags,
        summary: '本人的设计需求（分页，新的在前，可按状态筛选）',
        security: bearer,
        parameters: parametersOf(DesignOrderQuery, 'query'),
        responses: { 200: jsonOf('一页设计需求', DesignOrderPage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-design-order/mine': {
      get: {
        tags,
        summary: '我的设计订单：套餐订单与设计需求合在一起（分页，新的在前）',
        security: bearer,
        parameters: parametersOf(PageQuery, 'query'),
        responses: { 200: jsonOf('一页设计订单', MyDesignPage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-design-order/{requestNo}': {
      get: {
        tags,
        summary: '本人的一个设计需求（含参考文件、各版交付与时间线）',
        description: '交付文件与参考文件都可通过 /api/shop-file/{id}/content 下载。',
        security: bearer,
        parameters: requestNoParam,
        responses: { 200: jsonOf('设计需求', DesignOrder), 401: common.unauthorized, 404: requestNotFound },
      },
    },
    '/api/shop-design-order/{requestNo}/confirm': {
      post: {
        tags,
        summary: '确认设计稿（待确认 → 已完成）',
        security: bearer,
        parameters: requestNoParam,
        responses: {
          200: jsonOf('已完成的设计需求', DesignOrder),
          401: common.unauthorized,
          404: requestNotFound,
          409: error('设计需求已完成，请勿重复确认；设计稿尚未交付，暂不能确认；设计师尚未接单，暂不能确认'),
        },
      },
    },
    '/api/shop-design-order/{requestNo}/revise': {
      post: {
        tags,
        summary: '申请修改（待确认 → 设计中，使用一次修改机会）',
        description: '修改意见记入时间线。修改次数用完、或不在待确认状态时返回 409 与原因。',
        security: bearer,
        parameters: requestNoParam,
        requestBody: bodyOf(ReviseDesignOrder),
        responses: {
          200: jsonOf('修改中的设计需求', DesignOrder),
          400: common.badRequest,
          401: common.unauthorized,
          404: requestNotFound,
          409: error('修改次数已用完（共 n 次），不能再申请修改；设计需求已完成，不能再申请修改；设计师正在设计中，交付后才能申请修改'),
          413: common.tooLarge,
        },
      },
    },
  };
}

/** The test hook of this area (mounted only with test hooks on). */
export function designTestHookPaths(hookTags: string[]): Paths {
  return {
    '/api/__test__/design-order-status': {
      post: {
        tags: hookTags,
        summary: '像设计师一样把设计需求改为某个状态，并记入时间线',
        description: '改为待确认时交付下一版设计稿：一个生成的 STL 文件（属于客户的店铺，计入存储空间）。',
        requestBody: bodyOf(DesignStatusHook),
        responses: { 204: noContent('已修改'), 400: common.badRequest, 404: error('设计需求不存在') },
      },
    },
  };
}
