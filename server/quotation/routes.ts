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
      '材料的 pricing 带 model（成本模型）时，按零件的制造方式逐项计价，返回 breakdown（每件各项费用，合计即 unitPrice；facts 为计价依据）：' +
      '打印（print）：材料 = 体积 cm³ × pricePerCm3，机时 = 摆放高度（包围盒最短边）mm × fenPerMm 或 包围盒体积 cm³ × fenPerCm3；' +
      'CNC（cnc）：坯料 = 包围盒每边加 allowanceMm、按 stepMm 取整后的体积 × pricePerCm3，切削 = (坯料 − 零件体积) ÷ removalCm3PerMin + (表面积 cm² + 深窄槽面积 × 2) ÷ finishCm2PerMin 分钟 × machineFenPerMin，装夹与编程 = 装夹次数（服务器测量的 geometry.machining.setups，未测量时按 2 次）× setupFen 由数量分摊，有只能倾斜刀具到达的面时切削与装夹 × (100 + fiveAxisPercent)%；有直线刀具无法到达的面（倒扣、封闭内腔）时该行 manual 为 true、manualReason 为 unreachable；' +
      '真空复模（cast）：母版 = 体积 × master.fenPerCm3 + fixedFen，硅胶模 = (包围盒每边加 wallMm 的体积 × mould.fenPerCm3 + labourFen) × ⌈数量 ÷ castings⌉，二者由数量分摊；每件树脂 = 体积 × pricePerCm3，浇注 = castingFen。' +
      '之后起步价（minimumPer 为 part 时每件不低于 minPrice；为 line 时每件不低于 ⌈minPrice ÷ 数量⌉）、表面处理（按起步价后金额的百分比 + perPart + 表面积 × perCm2）、交期（按以上合计的百分比）。各项四舍五入到分（分摊项在除法之后，按行起步价向上取整），成本模型不使用价格阶梯；不带 options 的行按默认选项计价。' +
      '材料没有 model 时：单价 = max(起步价, round(体积 mm³ × 单价/cm³ ÷ 1000))；人工报价的文件单价为 0、manual 为 true。' +
      '带 options 的文件（材料须有 pricing）：体积按单位换算（英寸 × 25.4³，表面积 × 25.4²）后取上式为基价；表面处理：round(基价 × (100 + percent) / 100) + perPart + round(表面积 mm² × perCm2 / 100)；' +
      '再按数量所在的价格阶梯：round(× factorPercent / 100)；再按交期：round(× (100 + adjustPercent) / 100)。每步四舍五入到分。该行返回 options、leadDays 与换算后的体积；' +
      '不带 options 的行按原规则计价（不用价格阶梯），leadDays 为各行交期中最长的，没有行带 options 时为材料的交期。' +
      '装配体（上传时答有 parts 的文件）可带 items[].parts（保留的零件序号、每套数量与各自的 options，未列出的零件不加工）：quantity 为套数，每个零件按单独一行、件数 = 每套数量 × 套数计价；该行 parts 为各零件的计价，unitPrice 为每套价格，subtotal 为各零件小计之和。' +
      '会员折扣：按会员等级减去商品金额的百分比（向下取整到分）。' +
      '优惠券须为本人已领取、未使用、在有效期内，适用范围包含定制订单（限定工艺的须包含所选材料的工艺），商品金额达到门槛，且报价中没有人工报价的文件；折扣券按会员折扣后的金额计算。' +
      '运费：商品金额为 0（全部人工报价）时为 0；否则优惠后达到会员等级的包邮门槛免运费，不满收 15 元（freeShippingFrom 为所用门槛）。' +
      '价格保持：同一客户以相同的文件、数量与选项（不论优惠券）在同一工厂询价，所得价格保持到店铺当日结束（validUntil）；期间价目上涨仍按保持的各行价格计算，下降则按新价格。' +
      `图纸与加工要求：文件可带 drawingFileId（本人以 purpose=reference 上传的 PDF 或图片）与 callouts（螺纹数量、公差严于 ±0.1 mm、嵌件、表面粗糙度要求），价格仍按上述基础价计算；该行返回 drawing、callouts 与 needsConfirmation: true，报价的 needsConfirmation 为 true：工厂在 ${CONFIRMATION_WORKING_DAYS} 个工作日内确认，确认前不收取任何费用。图纸文件不是本人的（或不存在）返回 404，不是 PDF 或图片返回 400。` +
      `零件在任何方向上都超出本厂所有设备的加工尺寸，或商品金额超过单笔订单上限 ${formatFen(ORDER_GOODS_MAX_FEN)}，返回 400。`,
    json: QuoteRequest,
    responses: {
      200: json('报价', Quote),
      400: error('参数无效、同一文件重复、图纸不是 PDF 或图片、所选表面处理/颜色/交期该材料不提供、优惠券不可用、不在适用范围或不满足使用条件、零件超出本厂所有设备的加工尺寸、订单金额超过上限'),
      404: error('材料不存在或当前工厂不提供；文件不存在；图纸文件不存在'),
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
      '商品金额按当前单价（会员折扣只用于定制订单）；优惠券须为本店铺、已领取、未使用且在有效期内，适用范围包含耗材订单，商品金额须达到门槛；运费规则同报价（优惠后达到会员等级的包邮门槛免运费，否则 15 元）。每行返回当前库存，库存不足不在此报错。',
    json: ConsumableQuoteRequest,
    responses: {
      200: json('计价结果', ConsumableQuote),
      400: error('参数无效、同一耗材重复、优惠券不可用、不在适用范围或未达门槛'),
      404: error('耗材 #id 不存在 或 「名称」已下架'),
    },
  }, (c, { json: request }) => c.json(priceCart(deps.db, customerScope(deps.db, c.get('customerId')), request, deps.now())));
  return routes;
}
