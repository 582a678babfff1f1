import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateInvoiceRequest,
  INVOICE_ORDERS_MAX,
  INVOICE_TITLE_LIMIT,
  InvoiceableOrderPage,
  InvoiceableOrderQuery,
  InvoiceRequest,
  InvoiceRequestPage,
  InvoiceStatus,
  InvoiceTitle,
  InvoiceTitleInput,
  InvoiceTitleList,
} from '../../src/wire/invoices.ts';
import { PageQuery } from '../../src/wire/common.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { contentDisposition } from '../core/content-disposition.ts';
import { answerComponent, requestComponent } from '../core/openapi-components.ts';
import { error, json, resource } from '../core/route.ts';
import { cancelInvoiceRequest, createInvoiceRequest, findInvoiceRequest, invoiceFile, listInvoiceableOrders, listInvoiceRequests } from './request-store.ts';
import { deleteInvoiceTitle, listInvoiceTitles, saveInvoiceTitle } from './title-store.ts';

answerComponent('InvoiceTitle', InvoiceTitle);
answerComponent('InvoiceTitleList', InvoiceTitleList);
answerComponent('InvoiceRequest', InvoiceRequest);
answerComponent('InvoiceRequestPage', InvoiceRequestPage);
answerComponent('InvoiceableOrderPage', InvoiceableOrderPage);
requestComponent('InvoiceTitleInput', InvoiceTitleInput);
requestComponent('CreateInvoiceRequest', CreateInvoiceRequest);

const RequestNoParam = z.object({ requestNo: z.string().describe('发票申请单号，如 FP20261121-0001') });
const TitleIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, '发票抬头编号无效')
    .transform(Number)
    .describe('发票抬头编号'),
});
const RequestListQuery = PageQuery.extend({ status: InvoiceStatus.optional() });

const notFound = error('发票申请不存在（或属于其他客户）');
const taxNoRule = '纳税人识别号去掉空格与短横线、转为大写后按校验位检查（18 位统一社会信用代码，或旧的 15 位、20 位）';
const eligible =
  '可开票的订单：本人的、已付款且未取消的订单（定制订单：生产中、已发货、已完成；耗材订单：待发货、已发货、已完成；设计套餐：已付款，即生效中或已用完），实付金额大于 0，且不在其他未取消的申请中。';

/** /shop-invoice: saved titles, invoice requests over paid orders, and the issued invoices' files. */
export function invoiceRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['发票'], customer: true });

  route({
    method: 'get',
    path: '/titles',
    summary: '本人保存的发票抬头（新的在前）',
    description: `最多 ${INVOICE_TITLE_LIMIT} 个，不分页。`,
    responses: { 200: json('发票抬头', InvoiceTitleList) },
  }, (c) => c.json(listInvoiceTitles(db, c.get('customerId'))));

  route({
    method: 'post',
    path: '/titles',
    summary: '保存发票抬头',
    description:
      `${taxNoRule}。开户银行、银行账号、注册地址、注册电话可留空（开专用发票时需要）。` +
      `纳税人识别号与已保存的抬头相同时更新那一个（200），否则新增（201）；已有 ${INVOICE_TITLE_LIMIT} 个时拒绝新增。`,
    json: InvoiceTitleInput,
    responses: {
      201: json('新保存的抬头', InvoiceTitle),
      200: json('已更新的同一纳税人识别号的抬头', InvoiceTitle),
      400: error('参数无效，如「纳税人识别号有误（校验位不符），请核对」「银行账号应为 8–32 位数字」'),
      409: error(`最多保存 ${INVOICE_TITLE_LIMIT} 个发票抬头，请先删除不用的抬头`),
    },
  }, (c, { json: input }) => {
    const { title, created } = saveInvoiceTitle(db, c.get('customerId'), input, now().getTime());
    return c.json(title, created ? 201 : 200);
  });

  route({
    method: 'delete',
    path: '/titles/:id',
    summary: '删除发票抬头',
    description: '已提交的申请保存的是抬头副本，不受影响。返回删除后的列表。',
    params: TitleIdParam,
    responses: { 200: json('发票抬头', InvoiceTitleList), 404: error('发票抬头不存在（或属于其他客户）') },
  }, (c, { params }) => c.json(deleteInvoiceTitle(db, c.get('customerId'), params.id)));

  route({
    method: 'get',
    path: '/orders',
    summary: '现在可以申请开票的订单（分页，最近付款的在前）',
    description: `${eligible}kind 只列该类订单；q 只列订单号或商品名称包含它的订单。`,
    query: InvoiceableOrderQuery,
    responses: { 200: json('一页订单', InvoiceableOrderPage), 400: error('分页参数无效') },
  }, (c, { query }) => c.json(listInvoiceableOrders(db, c.get('customerId'), query)));

  route({
    method: 'get',
    path: '/',
    summary: '本人的发票申请（分页，新的在前）',
    query: RequestListQuery,
    responses: { 200: json('一页申请', InvoiceRequestPage), 400: error('状态或分页参数无效') },
  }, (c, { query }) => c.json(listInvoiceRequests(db, c.get('customerId'), query)));

  route({
    method: 'post',
    path: '/',
    summary: '申请开具增值税普通发票或专用发票',
    description:
      `一次申请可包含本人的多个订单（最多 ${INVOICE_ORDERS_MAX} 个），金额为这些订单的实付金额之和。${eligible}` +
      `${taxNoRule}；专用发票还须填写开户银行、银行账号（8–32 位数字）、注册地址、注册电话（带区号的固定电话、手机号或 400 电话），普通发票不保存这些。` +
      '申请为待开票；并发提交包含同一订单的申请只有一个成功。同一 idempotencyKey 再次提交返回第一次创建的申请（200）。',
    json: CreateInvoiceRequest,
    responses: {
      201: json('新的发票申请', InvoiceRequest),
      200: json('该 idempotencyKey 已创建的申请', InvoiceRequest),
      400: error('参数无效，如「纳税人识别号有误（校验位不符），请核对」「专用发票须填写开户银行」「同一订单不能重复选择」'),
      404: error('订单 X 不存在（或属于其他客户）'),
      409: error('订单 X 当前为「待付款」，付款后才能开票；订单 X 已取消，不能开票；订单 X 实付金额为 ¥0.00，无需开票；订单 X 已在发票申请 FP… 中，不能重复开票'),
    },
  }, (c, { json: body }) => {
    const customerId = c.get('customerId');
    const { kind, ref } = createInvoiceRequest(db, customerId, body, now().getTime());
    return c.json(findInvoiceRequest(db, customerId, ref), kind === 'created' ? 201 : 200);
  });

  route({
    method: 'get',
    path: '/:requestNo',
    summary: '本人的一个发票申请',
    params: RequestNoParam,
    responses: { 200: json('发票申请', InvoiceRequest), 404: notFound },
  }, (c, { params }) => c.json(findInvoiceRequest(db, c.get('customerId'), params.requestNo)));

  route({
    method: 'post',
    path: '/:requestNo/cancel',
    summary: '取消待开票的申请',
    description: '取消后其中的订单可以重新申请开票。',
    params: RequestNoParam,
    responses: { 200: json('已取消的申请', InvoiceRequest), 404: notFound, 409: error('发票已开具，不能取消申请；发票申请已取消，请勿重复操作；发票申请已被拒绝，无需取消') },
  }, (c, { params }) => c.json(cancelInvoiceRequest(db, c.get('customerId'), params.requestNo, now().getTime())));

  route({
    method: 'get',
    path: '/:requestNo/file',
    summary: '下载已开具的发票（PDF）',
    description:
      '只有申请人本人可以下载。工厂上传了发票 PDF 时返回该文件；否则 PDF 由发票数据生成（模拟发票：发票号码、开票日期、购方税号、价税合计、申请单号与订单号）。' +
      'Content-Disposition 为 attachment，文件名「发票-发票号码.pdf」（上传的发票未填号码时为申请单号）。',
    params: RequestNoParam,
    responses: {
      200: { description: '发票 PDF', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } },
      404: notFound,
      409: error('发票尚未开具'),
    },
  }, async (c, { params }) => {
    const file = invoiceFile(db, c.get('customerId'), params.requestNo);
    const bytes = 'storedName' in file ? await readFile(deps.uploads.pathOf(file.storedName)) : file.bytes;
    return c.body(bytes, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.name),
    });
  });

  return routes;
}
