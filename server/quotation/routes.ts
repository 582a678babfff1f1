import type { Hono } from 'hono';
import { ConsumableQuote, ConsumableQuoteRequest } from '../../src/wire/consumable-orders.ts';
import { Quote, QuoteRequest } from '../../src/wire/quotes.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { ORDER_GOODS_MAX_FEN } from '../../src/lib/forms/order-form-rules.ts';
import { CONFIRMATION_WORKING_DAYS } from '../../src/lib/orders/callout-limits.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { customerScope } from '../users/customers.ts';
import { priceCart } from './consumable-pricing.ts';
import { priceWithHold } from './price-holds.ts';

/** POST /shop-quotation/price: what the server would charge for a quotation as it stands. */
export function quotationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: ['报价'], customer: true });
  route({
    method: 'post',
    path: '/price',
    summary: '按服务器的测量与价目计算报价',
    description:
      '按服务器自己对文件的测量与当前工厂的价目计价；浏览器与服务器使用同一套计价函数（src/lib/pricing/），结果到分一致。' +
      '计价规则（各工艺成本模型的公式与系数、breakdown 各项、起步价、表面处理、交期、会员折扣、优惠券、运费与价格保持）见仓库中的 docs/pricing.md，此处只说明请求与应答。' +
      '材料的 pricing 带 model（成本模型）时，每行返回 breakdown（每件各项费用，合计即 unitPrice；facts 为计价依据），不使用价格阶梯；不带 options 的行按默认选项计价。' +
      '人工报价的文件单价为 0、manual 为 true；CNC 零件有直线刀具无法到达的面（倒扣、封闭内腔）时该行 manual 为 true、manualReason 为 unreachable；超出工厂加工能力（薄壁高厚比超过上限 slenderWall、内角半径过小 smallRadius、刀具伸入超过上限倍刀径 deepReach）时同样 manual 为 true 并给出 manualReason。' +
      '带 options 的文件（材料须有 pricing）：该行返回 options、leadDays 与按尺寸单位换算后的体积；报价的 leadDays 为各行交期中最长的，没有行带 options 时为材料的交期。' +
      'FDM 材料的 options 可带 infill（填充率 10、20、50 或 100，缺省为 20）：按外壳加填充的打印体积计材料与机时；其他材料带 infill 返回 400。SLA、FDM 的行按上传时测得的悬垂面计支撑（breakdown.support）。' +
      '装配体（上传时答有 parts 的文件）可带 items[].parts（保留的零件序号、每套数量与各自的 options，未列出的零件不加工）：quantity 为套数，每个零件按单独一行、件数 = 每套数量 × 套数计价；该行 parts 为各零件的计价，unitPrice 为每套价格，subtotal 为各零件小计之和。' +
      '优惠券不可用、不在适用范围或不满足使用条件时返回 400 并说明原因；freeShippingFrom 为运费所用的包邮门槛。' +
      '价格保持：同一客户以相同的文件、数量与选项（不论优惠券）在同一工厂询价，所得价格保持到 validUntil；期间价目上涨仍按保持的各行价格计算，下降则按新价格。' +
      `图纸与加工要求：文件可带 drawingFileId（本人以 purpose=reference 上传的 PDF 或图片）与 callouts（螺纹数量及每种螺纹的规格、深度与孔数，最严公差 ± mm 或 ISO 等级，嵌件，表面粗糙度 Ra 及说明），价格按基础价计算；该行返回 drawing、callouts 与 needsConfirmation: true，报价的 needsConfirmation 为 true：工厂在 ${CONFIRMATION_WORKING_DAYS} 个工作日内确认，确认前不收取任何费用。图纸文件不是本人的（或不存在）返回 404，不是 PDF 或图片返回 400。` +
      `零件在任何方向上都超出本厂所有设备的加工尺寸，或商品金额超过单笔订单上限 ${formatFen(ORDER_GOODS_MAX_FEN)}，返回 400。`,
    json: QuoteRequest,
    responses: {
      200: json('报价', Quote),
      400: error('参数无效、同一文件重复、图纸不是 PDF 或图片、所选表面处理/颜色/交期该材料不提供、优惠券不可用、不在适用范围或不满足使用条件、零件超出本厂所有设备的加工尺寸、订单金额超过上限'),
      404: error('材料不存在或当前工厂不提供；「材料」已下架（工厂在目录中下架，不接受新的报价和订单）；文件不存在；图纸文件不存在'),
      409: error('请先选择常用工厂'),
    },
  }, (c, { json: request }) => {
    const { quote, validUntil } = priceWithHold(deps.db, customerScope(deps.db, c.get('customerId')), request, deps.now(), { record: true });
    return c.json({ ...quote, validUntil: new Date(validUntil).toISOString() });
  });
  return routes;
}

/** POST /shop-consumable-order/price: what the server would charge for the cart as it stands. */
export function consumableQuoteRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: ['耗材订单'], customer: true });
  route({
    method: 'post',
    path: '/price',
    summary: '购物车计价（与下单使用同一计价）',
    description:
      '商品金额按当前单价，不打会员折扣；优惠券（须适用于耗材订单）与运费的规则同报价，见仓库中的 docs/pricing.md。每行返回当前库存，库存不足不在此报错。',
    json: ConsumableQuoteRequest,
    responses: {
      200: json('计价结果', ConsumableQuote),
      400: error('参数无效、同一耗材重复、优惠券不可用、不在适用范围或未达门槛'),
      404: error('耗材 #id 不存在 或 「名称」已下架'),
    },
  }, (c, { json: request }) => c.json(priceCart(deps.db, customerScope(deps.db, c.get('customerId')), request, deps.now())));
  return routes;
}
