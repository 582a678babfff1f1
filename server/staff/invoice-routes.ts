import type { Hono } from 'hono';
import { z } from 'zod';
import { INVOICE_PDF_MAX_BYTES, IssueInvoiceFields, RefuseInvoiceRequest, StaffInvoiceDetail, StaffInvoicePage, StaffInvoiceQuery } from '../../src/wire/staff-invoices.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { removeReceived } from '../core/multipart-receiver.ts';
import { error, json, resource } from '../core/route.ts';
import { parseOrThrow } from '../core/validation.ts';
import { findFactoryInvoice, issueFactoryInvoice, listFactoryInvoices, refuseFactoryInvoice } from './invoice-store.ts';
import { receiveInvoiceForm } from './invoice-upload.ts';

const tags = ['员工：发票'];
const RequestNoParams = z.object({ requestNo: z.string().describe('发票申请单号，如 FP20261121-0001') });
const notFound = error('发票申请不存在（或不含本工厂的订单）');
const maxMb = INVOICE_PDF_MAX_BYTES / 1024 / 1024;

const multipart = {
  fields: IssueInvoiceFields,
  required: [],
  parts: {
    invoiceNo: { type: 'string', description: '数电票号码：20 位数字（可含空格）；不上传文件时必填' },
    file: { type: 'string', contentMediaType: 'application/pdf', description: `可选：发票 PDF（按文件头 %PDF- 判断），不超过 ${maxMb} MB；上传后客户下载的就是这个文件` },
  } satisfies Record<string, z.core.JSONSchema.BaseSchema>,
};

/** /invoices: the invoice requests over the factory's orders, issuing and refusing them (管理员 and 客服). */
export function invoiceDeskRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now, uploads } = deps;
  const { routes, route } = resource(deps, { tags, staff: ['service'] });

  route({
    method: 'get',
    path: '/invoices',
    summary: '含本工厂订单的发票申请（待开票在前，可按状态筛选，分页）',
    query: StaffInvoiceQuery,
    responses: { 200: json('一页发票申请', StaffInvoicePage) },
  }, (c, { query }) => c.json(listFactoryInvoices(db, c.get('staff').factoryId, query)));

  route({
    method: 'get',
    path: '/invoices/:requestNo',
    summary: '一个发票申请（抬头、税号、金额与订单）',
    params: RequestNoParams,
    responses: { 200: json('发票申请', StaffInvoiceDetail), 404: notFound },
  }, (c, { params }) => c.json(findFactoryInvoice(db, c.get('staff').factoryId, params.requestNo)));

  route({
    method: 'post',
    path: '/invoices/:requestNo/issue',
    summary: '开具发票：待开票 → 已开票（数电票号码，或上传发票 PDF）',
    description:
      '一个 multipart 请求：invoiceNo（20 位数电票号码）与/或 file（发票 PDF）。只填号码时客户下载由发票数据生成的 PDF；上传文件时客户下载该文件。' +
      '客户的消息中心会收到通知。两人同时开具时只有一人成功，另一人得到 409。',
    params: RequestNoParams,
    multipart,
    responses: {
      200: json('已开票的申请', StaffInvoiceDetail),
      400: error('数电票号码应为 20 位数字；请填写 20 位数电票号码，或上传发票 PDF；文件「a.png」不是 PDF 文件'),
      404: notFound,
      409: error('发票申请当前不是待开票；发票号码已用于其他申请'),
      413: error(`文件超过 ${maxMb} MB 的上限`),
      503: error('文件存储暂不可用（服务器无法写入上传目录）'),
      507: error('服务器存储空间不足'),
    },
  }, async (c, { params: { requestNo } }) => {
    const { fields, file } = await receiveInvoiceForm(c.req.raw, uploads);
    const received = file === null ? [] : [file];
    const storedName = file === null ? null : uploads.newStoredName('pdf');
    let kept = false;
    try {
      const body = parseOrThrow(IssueInvoiceFields, Object.fromEntries(fields));
      const invoiceNo = body.invoiceNo === undefined || body.invoiceNo === '' ? null : body.invoiceNo;
      const stored =
        file === null || storedName === null
          ? null
          : {
              storedName,
              size: file.size,
              keep: () => {
                uploads.keep(file.path, storedName);
                kept = true;
              },
            };
      return c.json(issueFactoryInvoice(db, c.get('staff'), requestNo, { invoiceNo, file: stored }, now().getTime()));
    } catch (problem) {
      removeReceived(received);
      if (kept && storedName !== null) uploads.remove(storedName);
      throw problem;
    }
  });

  route({
    method: 'post',
    path: '/invoices/:requestNo/refuse',
    summary: '拒绝开票：待开票 → 已拒绝',
    description: '客户在发票页面与消息中心看到原因；申请中的订单可以重新申请开票。',
    params: RequestNoParams,
    json: RefuseInvoiceRequest,
    responses: { 200: json('已拒绝的申请', StaffInvoiceDetail), 404: notFound, 409: error('发票申请当前不是待开票') },
  }, (c, { params: { requestNo }, json: { reason } }) => c.json(refuseFactoryInvoice(db, c.get('staff'), requestNo, reason, now().getTime())));

  return routes;
}
