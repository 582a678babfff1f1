import type { Hono } from 'hono';
import { z } from 'zod';
import {
  QUOTATION_VALID_DAYS,
  QuotationDraft,
  QuotationDraftRequest,
  QuotationShare,
  QuoteDocument,
  SAVED_QUOTATION_LIMIT,
  SaveQuotation,
  SavedQuotation,
  SavedQuotationPage,
  SharedQuotation,
} from '../../src/wire/quote-docs.ts';
import { PageQuery } from '../../src/wire/common.ts';
import { UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { answerComponent, requestComponent } from '../core/openapi-components.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { OrderNoParam } from '../orders/schema.ts';
import { customerScope } from '../users/customers.ts';
import { orderDocument } from './document.ts';
import { draftFromQuotation } from './draft.ts';
import {
  deleteSavedQuotation,
  findSavedQuotation,
  findSharedQuotation,
  listSavedQuotations,
  ownQuotationRow,
  saveQuotation,
  shareQuotation,
  sharedQuotationRow,
  unshareQuotation,
} from './store.ts';

answerComponent('QuoteDocument', QuoteDocument);
answerComponent('SavedQuotation', SavedQuotation);
answerComponent('SavedQuotationPage', SavedQuotationPage);
answerComponent('SharedQuotation', SharedQuotation);
answerComponent('QuotationDraft', QuotationDraft);
requestComponent('SaveQuotation', SaveQuotation);

const QuoteNoParam = z.object({ quoteNo: z.string().describe('报价单号，如 BJ20261121-0001') });
const TokenParam = z.object({ token: z.string().describe('分享链接中的令牌（随机）') });

const notFound = error('报价单不存在（或属于其他客户）');
const sharedNotFound = error('报价单不存在：令牌无效、已取消分享，或读者不是同一店铺的客户');
const validity = `报价单自保存之日起 ${QUOTATION_VALID_DAYS} 天内有效（validUntil），之后为已过期：仍可打开、下载和分享，转为报价草稿时按当时的价格重新计价。`;
const draftRefusals = {
  400: error('草稿编号无效，请刷新页面后重试'),
  409: error(`该报价草稿的文件数将超过 ${UPLOAD_LIMITS.maxFiles} 个，请新建一个草稿`),
  413: error('存储空间不足：「报价单 BJ… 的文件」需要 x MB，剩余 y MB'),
  503: error('文件存储暂不可用'),
  507: error('服务器存储空间不足'),
};
const draftDescription =
  '本人的报价单：直接使用本人的文件（这些文件属于报价单，草稿中移除时不要删除）。同店铺同事的报价单：把文件复制为读者本人的文件（计入店铺存储空间，放入 draftId 草稿，未被使用时与普通上传一样 7 天后清理），' +
  '同一草稿再次请求不会重复复制（200）。保存时带选项的行带回 options（按该材料现在提供的选项：不再提供的回到默认，材料不再提供选项时不带；有选项回到默认的文件列在 optionsDropped）。带 2D 图纸或加工要求的行带回 callouts，本人的报价单还带回 drawing（同事的报价单不带图纸：图纸是报价单所有者的文件）。quote 为读者当前的价格（其会员等级与常用工厂，不带优惠券），不能计价时为 null，unpriced 说明原因。' +
  '报价单有效、读者的常用工厂即报价的工厂且各行选项未变时，报价单各行的单价为读者保持到 validUntil（价目上涨时仍按报价单计价，quote.validUntil 给出期限）；已过期的报价单按当前价格重新计价。quoted 为报价单保存时的金额，供页面显示差额。';

/** /shop-quotation/saved and /shop-quotation/shared: saved quotations, sharing and drafts made of them. */
export function savedQuotationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['报价单'], customer: true });

  route({
    method: 'post',
    path: '/saved',
    summary: '保存报价单（由服务器计价）',
    description:
      '请求与 /price 相同（材料、文件与数量及各零件的选项、优惠券），另加颜色（须为该材料的可选颜色，可为 null）、客户（名称、公司、电话）与备注；金额全部由服务器按当时的计价得出，不采用浏览器的估价。' +
      `${validity}带选项的行按选项计价，并随报价单保存选项、表面处理名称与交期（各行 options、finishName、leadDays），不带选项的行与以前相同。报价单使用的文件在报价单删除前不会被清理或删除。最多保存 ${SAVED_QUOTATION_LIMIT} 份。同一 idempotencyKey 再次提交返回已保存的报价单（200）。`,
    json: SaveQuotation,
    responses: {
      201: json('保存的报价单', SavedQuotation),
      200: json('该 idempotencyKey 已保存的报价单', SavedQuotation),
      400: error('参数无效、同一文件重复、颜色不在可选颜色中、零件的选项该材料不提供（消息中带文件名）、优惠券不可用或不满足条件、参考图片不能报价'),
      404: error('材料不存在或当前工厂不提供；「材料」已下架（工厂在目录中下架，不接受新的报价和订单）；文件不存在'),
      409: error(`请先选择常用工厂；或 最多保存 ${SAVED_QUOTATION_LIMIT} 份报价单，请先删除不用的报价单`),
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const { kind, ref } = saveQuotation(db, customerScope(db, customerId), body, now());
    return c.json(findSavedQuotation(db, customerId, ref, now().getTime()), kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/saved',
    summary: '本人保存的报价单（分页，新的在前）',
    query: PageQuery,
    responses: { 200: json('一页报价单', SavedQuotationPage), 400: error('分页参数无效') },
  }, (c, { query }) => c.json(listSavedQuotations(db, c.get('customerId'), query, now().getTime())));

  route({
    method: 'get',
    path: '/saved/:quoteNo',
    summary: '本人的一份报价单及其报价单数据（生成 PDF 用）',
    description: validity,
    params: QuoteNoParam,
    responses: { 200: json('报价单', SavedQuotation), 404: notFound },
  }, (c, { params }) => c.json(findSavedQuotation(db, c.get('customerId'), params.quoteNo, now().getTime())));

  route({
    method: 'delete',
    path: '/saved/:quoteNo',
    summary: '删除报价单',
    description: '分享链接随之失效；报价单使用的文件如不再被使用，将按未使用文件的规则清理。',
    params: QuoteNoParam,
    responses: { 204: noContent('已删除'), 404: notFound },
  }, (c, { params }) => {
    deleteSavedQuotation(db, c.get('customerId'), params.quoteNo);
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/saved/:quoteNo/share',
    summary: '分享给同一店铺的客户：得到分享令牌',
    description: '已分享的返回原令牌。同店铺的客户登录后用 GET /shared/{token} 只读打开；其他店铺的客户与未登录者无法打开。',
    params: QuoteNoParam,
    responses: { 200: json('分享令牌', QuotationShare), 404: notFound },
  }, (c, { params }) => c.json(shareQuotation(db, c.get('customerId'), params.quoteNo, now().getTime())));

  route({
    method: 'delete',
    path: '/saved/:quoteNo/share',
    summary: '取消分享',
    description: '原链接从此返回 404；再次分享会得到新的令牌。',
    params: QuoteNoParam,
    responses: { 204: noContent('已取消分享'), 404: notFound },
  }, (c, { params }) => {
    unshareQuotation(db, c.get('customerId'), params.quoteNo);
    return c.body(null, 204);
  });

  route({
    method: 'post',
    path: '/saved/:quoteNo/draft',
    summary: '把本人的报价单转为报价草稿',
    description: draftDescription,
    params: QuoteNoParam,
    json: QuotationDraftRequest,
    responses: { 200: json('草稿所需的内容', QuotationDraft), 404: notFound, ...draftRefusals },
  }, (c, { params, json: { draftId } }) => {
    const customerId = c.get('customerId');
    const row = ownQuotationRow(db, customerId, params.quoteNo);
    return c.json(draftFromQuotation(deps, customerScope(db, customerId), row, draftId, now()).draft);
  });

  route({
    method: 'get',
    path: '/shared/:token',
    summary: '只读打开分享的报价单（同一店铺的客户）',
    description: `mine 表示是读者本人的报价单。${validity}`,
    params: TokenParam,
    responses: { 200: json('报价单', SharedQuotation), 404: sharedNotFound },
  }, (c, { params }) => c.json(findSharedQuotation(db, customerScope(db, c.get('customerId')), params.token, now().getTime())));

  route({
    method: 'post',
    path: '/shared/:token/draft',
    summary: '把分享的报价单转为自己的报价草稿（复制文件）',
    description: draftDescription,
    params: TokenParam,
    json: QuotationDraftRequest,
    responses: {
      201: json('文件已复制，草稿所需的内容', QuotationDraft),
      200: json('本人的报价单，或该草稿已复制过', QuotationDraft),
      404: sharedNotFound,
      ...draftRefusals,
    },
  }, (c, { params, json: { draftId } }) => {
    const scope = customerScope(db, c.get('customerId'));
    const { draft, created } = draftFromQuotation(deps, scope, sharedQuotationRow(db, scope, params.token), draftId, now());
    return c.json(draft, created ? 201 : 200);
  });

  return routes;
}

/** GET /shop-order/{orderNo}/quotation: the quotation document of an order. */
export function orderQuotationRoutes(deps: AppDeps): Hono<AppEnv> {
  const { routes, route } = resource(deps, { tags: ['报价单'], customer: true });
  route({
    method: 'get',
    path: '/:orderNo/quotation',
    summary: '订单的报价单数据（生成 PDF 用）',
    description:
      `任何来自在线报价的定制订单（仍待人工报价的行显示为人工报价）、已全部报价的专业订单；耗材订单与设计套餐订单没有报价单（报价单只用于定制零件）。卖方为生产工厂（factory，含地址 address），价格含增值税（vatRate，百分比）。日期为请求当天，${QUOTATION_VALID_DAYS} 天内有效；` +
      '客户为订单的收货人；订单不记录颜色，各行 colour 为 null。金额为订单下单时的金额。',
    params: OrderNoParam,
    responses: {
      200: json('报价单数据', QuoteDocument),
      404: error('订单不存在（或属于其他客户）'),
      409: error('专业订单尚未报价，报价完成后可下载报价单；耗材订单与设计套餐订单没有报价单'),
    },
  }, (c, { params }) => c.json(orderDocument(deps.db, c.get('customerId'), params.orderNo, deps.now().getTime())));
  return routes;
}
