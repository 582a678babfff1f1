import type { Hono } from 'hono';
import { z } from 'zod';
import { BankTransfer, BankTransferState } from '../../src/wire/payments.ts';
import { BankAccountRequest, BankReceiptOutcome, BankReceiptRequest, BankTransferDesk, BankTransferDeskQuery, BankReceipt, ResolveReceiptRequest, StaffBankAccount } from '../../src/wire/staff-bank-transfers.ts';
import { BANK_TRANSFER_WORKING_DAYS } from '../../src/lib/orders/order-deadlines.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { error, json, resource } from '../core/route.ts';
import { OrderNoParam } from '../orders/schema.ts';
import { bankTransferDesk, bankTransferMessages, bankTransferStateOf, chooseBankTransfer, recordBankReceipt, resolveBankReceipt, saveBankAccount, staffBankAccountOf } from './store.ts';

const notFound = error('订单不存在（或属于其他客户）');

/** /shop-payment/{orderNo}/bank-transfer: the customer chooses 对公转账 and reads its reference and account again. */
export function bankTransferRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['支付'], customer: true });

  route({
    method: 'post',
    path: '/:orderNo/bank-transfer',
    summary: '选择对公转账：识别码、收款账户与延长的付款期限',
    description:
      `待付款的定制、专业与设计套餐订单可选择对公转账：得到一个识别码（转账时填写在附言/用途中）与工厂的收款账户，付款期限改为自选择起 ${BANK_TRANSFER_WORKING_DAYS} 个工作日（按商城的工作日历），到期未到账同样自动取消。` +
      '须一次付清应付金额，部分付款或多付都不予确认。重复调用返回同一识别码，不再延长期限。工厂未设置收款账户时返回 409「本店未开通对公转账」。',
    params: OrderNoParam,
    responses: {
      200: json('对公转账信息', BankTransfer),
      404: notFound,
      409: error(`${bankTransferMessages.notOffered}；${bankTransferMessages.consumable}；订单已支付，无需重复付款；订单已取消，不能付款`),
    },
  }, (c, { params }) => c.json(chooseBankTransfer(db, c.get('customerId'), params.orderNo, now().getTime())));

  route({
    method: 'get',
    path: '/:orderNo/bank-transfer',
    summary: '订单的对公转账：是否可选，已选时的识别码、收款账户与付款期限',
    params: OrderNoParam,
    responses: { 200: json('是否开通与已选的对公转账', BankTransferState), 404: notFound },
  }, (c, { params }) => c.json(bankTransferStateOf(db, c.get('customerId'), params.orderNo)));

  return routes;
}

const ReceiptParams = z.object({ id: z.coerce.number().int().positive().describe('到账记录编号') });

/** /bank-account, /bank-transfers: the factory's receiving account and the receipts of its bank statement (管理员). */
export function bankTransferDeskRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags: ['员工：对公转账'], staff: [] });

  route({
    method: 'get',
    path: '/bank-account',
    summary: '本工厂的对公收款账户（未设置时客户不能选择对公转账）',
    responses: { 200: json('收款账户', StaffBankAccount) },
  }, (c) => c.json(staffBankAccountOf(db, c.get('staff').factoryId)));

  route({
    method: 'put',
    path: '/bank-account',
    summary: '设置对公收款账户（户名、开户行、账号）',
    description: '已选择对公转账、尚未付款的订单随即显示新的账户。',
    json: BankAccountRequest,
    responses: { 200: json('收款账户', StaffBankAccount), 400: error('请填写户名；账号应为 9–30 位数字') },
  }, (c, { json: body }) => c.json(saveBankAccount(db, c.get('staff'), body, now().getTime())));

  route({
    method: 'get',
    path: '/bank-transfers',
    summary: '对公转账：到账记录（默认未匹配的）与等待转账的订单',
    query: BankTransferDeskQuery,
    responses: { 200: json('到账记录与待转账订单', BankTransferDesk) },
  }, (c, { query }) => c.json(bankTransferDesk(db, c.get('staff').factoryId, query.status)));

  route({
    method: 'post',
    path: '/bank-transfers',
    summary: '登记一笔对公转账到账，并按识别码确认订单付款',
    description:
      '在一个事务中登记到账（同一工厂的银行流水号只能登记一次）并匹配：识别码属于本工厂待付款的订单且金额恰为应付金额时，订单付款（payment_method online，paid_via bank），写入订单记录与成长值，返回 200 matched: true。' +
      '金额少于或多于应付金额：到账记录保留为未匹配，返回 409 与原因（部分付款不予确认…）。识别码不对应本工厂的订单、订单已付款或已取消：到账记录保留为未匹配，返回 202 matched: false 与原因。',
    json: BankReceiptRequest,
    responses: {
      200: json('已确认付款', BankReceiptOutcome),
      202: json('已登记，未匹配任何订单', BankReceiptOutcome),
      400: error('请填写识别码；到账金额必须大于 0；到账日期应为 YYYY-MM-DD；到账日期不能晚于今天'),
      409: error(`${bankTransferMessages.serialTaken}；部分付款不予确认：到账 ¥x，应付 ¥y；请联系客户补足后再确认，或退回该笔款项`),
    },
  }, (c, { json: body }) => {
    const result = recordBankReceipt(db, c.get('staff'), body, now().getTime());
    if (result.refused && result.reason !== null) throw new HttpError(409, result.reason);
    const { refused: _, ...outcome } = result;
    return c.json(outcome, result.matched ? 200 : 202);
  });

  route({
    method: 'post',
    path: '/bank-transfers/:id/resolve',
    summary: '处理一笔未匹配的到账（如：已退回付款方）',
    params: ReceiptParams,
    json: ResolveReceiptRequest,
    responses: { 200: json('已处理的到账记录', BankReceipt), 404: error('到账记录不存在（或属于其他工厂）；订单不存在（或不属于本工厂）'), 409: error(bankTransferMessages.receiptClosed) },
  }, (c, { params, json: body }) => c.json(resolveBankReceipt(db, c.get('staff'), params.id, body, now().getTime())));

  return routes;
}
