import { AmountFlowQuery, CouponListQuery, PageQuery } from '../src/api/schema.ts';
import { bearer, common, error, json, type Paths } from './openapi-operations.ts';
import { parametersOf } from './openapi-schemas.ts';
import { CouponIdParam } from './coupons/routes.ts';

/** The account area: coupons, the balance ledger, membership and the customer's factories. */
export function accountPaths(): Paths {
  return {
    '/api/shop-coupon': {
      get: {
        tags: ['优惠券'],
        summary: '按状态分页列出优惠券',
        security: bearer,
        parameters: parametersOf(CouponListQuery, 'query'),
        responses: { 200: json('一页优惠券', 'CouponPage'), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-coupon/counts': {
      get: {
        tags: ['优惠券'],
        summary: '各状态的优惠券数量',
        description: '与按状态列出时的 total 相同：可领取、未使用、已使用、已过期。',
        security: bearer,
        responses: { 200: json('各状态数量', 'CouponCounts'), 401: common.unauthorized },
      },
    },
    '/api/shop-coupon/{id}': {
      post: {
        tags: ['优惠券'],
        summary: '领取优惠券',
        security: bearer,
        parameters: parametersOf(CouponIdParam, 'path'),
        responses: {
          201: json('已领取（未使用）', 'Coupon'),
          400: error('编号无效或不在领取时间内'),
          401: common.unauthorized,
          404: error('优惠券不存在'),
          409: error('已领取过或已领完'),
        },
      },
    },
    '/api/shop-amount-flow': {
      get: {
        tags: ['余额流水'],
        summary: '分页列出余额流水',
        description:
          '按时间倒序（同一时刻按编号倒序）。type 按类型筛选；from（含）与 to（不含）为带时区的 ISO 时间，须 from 早于 to。' +
          'balanceAfter 为该条记录之后的余额（按时间顺序对该客户全部流水的累计和，与筛选无关）；' +
          'income 与 spending 为筛选范围内全部记录（不止本页）的收入与支出合计，spending 为正数；balance 为当前余额。',
        security: bearer,
        parameters: parametersOf(AmountFlowQuery, 'query'),
        responses: {
          200: json('一页流水与合计', 'AmountFlowPage'),
          400: error('类型、时间格式、时间范围或分页参数无效'),
          401: common.unauthorized,
        },
      },
    },
    '/api/shop-member': {
      get: {
        tags: ['会员'],
        summary: '会员等级、成长值进度、各等级权益与成长值规则',
        description: '各等级的 quoteDiscountPercent 与 freeShippingFrom 就是报价与耗材计价所用的数值，benefits 是同一数值的文字说明。',
        security: bearer,
        responses: { 200: json('会员信息', 'Membership'), 401: common.unauthorized },
      },
    },
    '/api/shop-member/growth': {
      get: {
        tags: ['会员'],
        summary: '分页列出成长值变动记录',
        description: '按时间倒序。growthAfter 为该条之后的成长值（全部记录的累计和），levelAfter 为该成长值对应的等级，与上一条不同即为等级变化。',
        security: bearer,
        parameters: parametersOf(PageQuery, 'query'),
        responses: { 200: json('一页成长值记录', 'GrowthPage'), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-factory': {
      get: {
        tags: ['工厂'],
        summary: '分页列出当前客户可使用的工厂',
        description: 'PUT /api/shop-platform/users/me/usingFactory 只接受这里列出的工厂。',
        security: bearer,
        parameters: parametersOf(PageQuery, 'query'),
        responses: { 200: json('一页工厂', 'FactoryPage'), 400: common.badRequest, 401: common.unauthorized },
      },
    },
  };
}
