import { OnlinePayment, OrderCounts, OrderCountsQuery, OrderDetail, OrderListQuery, OrderPage, OrderStatusHook, PaymentStatus, Reorder } from '../src/api/order-schema.ts';
import { bodyOf, jsonOf } from './openapi-catalog-paths.ts';
import { bearer, common, error, noContent, type Paths } from './openapi-operations.ts';
import { parametersOf } from './openapi-schemas.ts';
import { ConsumableStateChange, ConsumableStateHook, CorruptDownloadHook } from './test-hooks/consumable-routes.ts';

const orderNoParam = [{ name: 'orderNo', in: 'path' as const, required: true, schema: { type: 'string' }, description: '订单号，如 DZ20261121-0001 或 HC20261121-0001' }];
const paymentIdParam = [{ name: 'paymentId', in: 'path' as const, required: true, schema: { type: 'string' }, description: '在线支付单编号（随机）' }];
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const notFound = error('订单不存在（或属于其他客户）');

/** The order center (both kinds), payment, and the simulated payment gateway. */
export function orderPaths(): Paths {
  return {
    '/api/shop-order': {
      get: {
        tags: ['订单中心'],
        summary: '本人的订单（分页，新的在前）',
        description: '不带 kind 时两种订单都列出。orderNo 为订单号的一部分（不区分大小写，% 与 _ 按字面匹配）；from（含）与 to（不含）为 ISO 时刻，按下单时间筛选。',
        security: bearer,
        parameters: parametersOf(OrderListQuery, 'query'),
        responses: { 200: jsonOf('一页订单', OrderPage), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-order/counts': {
      get: {
        tags: ['订单中心'],
        summary: '某类订单的标签页计数：全部与该类订单的每个状态',
        description: '与列表相同的 orderNo、from、to 筛选；该类订单的每个状态都会给出（没有时为 0）。',
        security: bearer,
        parameters: parametersOf(OrderCountsQuery, 'query'),
        responses: { 200: jsonOf('计数', OrderCounts), 400: common.badRequest, 401: common.unauthorized },
      },
    },
    '/api/shop-order/{orderNo}': {
      get: {
        tags: ['订单中心'],
        summary: '本人的一个订单（任意类型，含明细、金额、地址与时间线）',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: jsonOf('订单', OrderDetail), 401: common.unauthorized, 404: notFound },
      },
    },
    '/api/shop-order/{orderNo}/cancel': {
      post: {
        tags: ['订单中心'],
        summary: '取消订单（仅待报价、待付款）',
        description: '所用优惠券恢复为未使用，耗材预留的库存退回，时间线记录取消。',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: jsonOf('取消后的订单', OrderDetail), 401: common.unauthorized, 404: notFound, 409: error('当前状态不能取消，如「订单已付款，不能取消」') },
      },
    },
    '/api/shop-order/{orderNo}/confirm-receipt': {
      post: {
        tags: ['订单中心'],
        summary: '确认收货（已发货 → 已完成）',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: jsonOf('已完成的订单', OrderDetail), 401: common.unauthorized, 404: notFound, 409: error('当前状态不能确认收货，如「订单尚未发货，不能确认收货」') },
      },
    },
    '/api/shop-order/{orderNo}/reorder': {
      get: {
        tags: ['订单中心'],
        summary: '再来一单：已完成或已取消订单中今天仍可下单的内容',
        description: '定制订单：材料与店铺中仍存在的设计文件及数量；耗材订单：仍在售的耗材及数量。不再可用的按名称列在 missing 中。客户端需重新报价。',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: jsonOf('可再次下单的内容', Reorder), 401: common.unauthorized, 404: notFound, 409: error('订单尚未完成，暂不能再来一单') },
      },
    },
    '/api/shop-payment/{orderNo}': {
      get: {
        tags: ['支付'],
        summary: '订单的支付结果（支付结果页使用，只依据服务器数据）',
        security: bearer,
        parameters: orderNoParam,
        responses: { 200: jsonOf('支付状态', PaymentStatus), 401: common.unauthorized, 404: notFound },
      },
    },
    '/api/shop-payment/{orderNo}/balance': {
      post: {
        tags: ['支付'],
        summary: '余额支付待付款订单',
        description:
          '在一个事务中：确认订单为待付款、余额不少于应付金额、扣减余额、写入「支付」余额流水（带订单号），并将订单改为生产中（定制）或待发货（耗材）。' +
          '任何拒绝都不改变任何数据；同一订单无论重复提交多少次只扣款一次。',
        security: bearer,
        parameters: orderNoParam,
        responses: {
          200: jsonOf('已支付的订单', OrderDetail),
          401: common.unauthorized,
          404: notFound,
          409: error('余额不足：当前余额 ¥x.xx，需支付 ¥y.yy；或 订单已支付，无需重复付款；订单已取消，不能付款；订单尚未报价，暂不能付款'),
        },
      },
    },
    '/api/shop-payment/{orderNo}/online': {
      post: {
        tags: ['支付'],
        summary: '发起在线支付（模拟支付网关）',
        description: 'payUrl 为本站路径 /api/mock-pay/{paymentId}。网关页面上确认、失败或取消后都会 303 回到 /order/paymentResult/index?orderNo=…。',
        security: bearer,
        parameters: orderNoParam,
        responses: { 201: jsonOf('支付单与网关地址', OnlinePayment), 401: common.unauthorized, 404: notFound, 409: error('订单已支付，无需重复付款；订单已取消，不能付款；订单尚未报价，暂不能付款') },
      },
    },
    '/api/mock-pay/{paymentId}': {
      get: {
        tags: ['模拟支付'],
        summary: '模拟支付网关页面（HTML）',
        description: '显示订单号与金额，以及「确认支付」「模拟支付失败」「取消支付」三个按钮；已结束的支付单只显示结果。',
        parameters: paymentIdParam,
        responses: { 200: htmlPage('网关页面'), 404: htmlPage('支付单不存在') },
      },
      post: {
        tags: ['模拟支付'],
        summary: '网关页面的表单提交：结束支付单',
        description:
          'outcome=pay：订单仍为待付款时改为已支付（不动用余额）；若订单已被支付或已取消，支付单记为失败（「订单已支付，本次未扣款」）且不扣款。' +
          'outcome=fail / cancel：记为失败 / 已取消。已结束的支付单不再改变，只重新跳转。',
        parameters: paymentIdParam,
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', required: ['outcome'], properties: { outcome: { type: 'string', enum: ['pay', 'fail', 'cancel'] } } },
            },
          },
        },
        responses: {
          303: { description: '回到支付结果页', headers: { Location: { schema: { type: 'string' }, description: '/order/paymentResult/index?orderNo=…' } } },
          400: htmlPage('表单无效'),
          404: htmlPage('支付单不存在'),
        },
      },
    },
  };
}

/** The test hook of this area (mounted only with test hooks on). */
export function orderTestHookPaths(tags: string[]): Paths {
  return {
    '/api/__test__/order-status': {
      post: {
        tags,
        summary: '像工厂一样把订单改为某个状态（如已发货），并记入时间线',
        requestBody: bodyOf(OrderStatusHook),
        responses: { 204: noContent('已修改'), 400: common.badRequest, 404: error('订单不存在') },
      },
    },
    '/api/__test__/consumable-state': {
      post: {
        tags,
        summary: '修改一种耗材的单价、库存或是否在售（模拟下单页打开期间平台调价、售罄或下架）',
        description: '答复修改前后的 price、stock、onSale，测试据此在结束时恢复原状。',
        requestBody: bodyOf(ConsumableStateHook),
        responses: { 200: jsonOf('修改前后的状态', ConsumableStateChange), 400: common.badRequest, 404: error('耗材不存在') },
      },
    },
    '/api/__test__/corrupt-next-download': {
      post: {
        tags,
        summary: '让该会话下一次成功下载这个素材时，中间一个字节被改动（长度不变，只有 SHA-256 校验能发现）',
        requestBody: bodyOf(CorruptDownloadHook),
        responses: { 204: noContent('已登记'), 400: common.badRequest, 404: error('素材不存在') },
      },
    },
  };
}
