/**
 * 对公转账 in the factory console (/api/shop-staff/bank-transfers, /api/shop-staff/bank-account):
 * the factory's receiving account, the receipts recorded from its bank statement (each matched to
 * the order whose reference code it carries, or kept unmatched with the reason), and the orders
 * waiting for a transfer. The customer's side is payments.ts; shared conventions: common.ts.
 */
import { z } from 'zod';
import { fen } from './common.ts';
import { BankAccount } from './payments.ts';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NUMBER_PATTERN,
  BANK_NAME_MAX,
  BANK_SERIAL_MAX,
  PAYER_NAME_MAX,
  RESOLVE_NOTE_MAX,
  normaliseAccountNumber,
} from '../lib/forms/bank-transfer-rules.ts';

const text = (max: number, label: string) => z.string().trim().min(1, `请填写${label}`).max(max, `${label}最多 ${max} 个字`);

/** PUT /bank-account: the account customers transfer to (管理员). */
export const BankAccountRequest = z.object({
  name: text(ACCOUNT_NAME_MAX, '户名'),
  bank: text(BANK_NAME_MAX, '开户行'),
  number: z
    .string()
    .transform(normaliseAccountNumber)
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, '账号应为 9–30 位数字')),
});
export type BankAccountRequest = z.input<typeof BankAccountRequest>;

/** GET /bank-account: the account, or null while none is set (the shop then offers no bank transfer). */
export const StaffBankAccount = z.object({ account: BankAccount.nullable(), updatedAt: z.string().nullable() });
export type StaffBankAccount = z.infer<typeof StaffBankAccount>;

/** POST /bank-transfers: one credit line of the bank statement. */
export const BankReceiptRequest = z.object({
  reference: z.string().trim().min(1, '请填写识别码').max(32, '识别码最多 32 个字符').describe('客户在附言/用途中填写的识别码，大小写与空格、横线不限'),
  amount: fen.positive('到账金额必须大于 0').describe('到账金额（分）'),
  payerName: text(PAYER_NAME_MAX, '付款户名'),
  bankSerial: text(BANK_SERIAL_MAX, '银行流水号'),
  receivedAt: z.iso.date({ error: '到账日期应为 YYYY-MM-DD' }).describe('到账日期（YYYY-MM-DD，上海时间）'),
});
export type BankReceiptRequest = z.input<typeof BankReceiptRequest>;

export const BankReceiptStatus = z.enum(['matched', 'unmatched', 'resolved']);
export type BankReceiptStatus = z.infer<typeof BankReceiptStatus>;

export const BankReceipt = z.object({
  id: z.number().int(),
  reference: z.string().describe('登记时填写的识别码（已规范为大写）'),
  amount: fen.positive(),
  payerName: z.string(),
  bankSerial: z.string(),
  receivedAt: z.string().describe('到账日期（YYYY-MM-DD）'),
  recordedAt: z.string(),
  status: BankReceiptStatus,
  /** The order it paid (matched), or the one a resolution names. */
  orderNo: z.string().nullable(),
  /** Why it matched no order (unmatched, resolved). */
  reason: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type BankReceipt = z.infer<typeof BankReceipt>;

/** POST /bank-transfers answer: matched → the order is paid; otherwise why not (the receipt is kept unmatched). */
export const BankReceiptOutcome = z.object({
  matched: z.boolean(),
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
  receipt: BankReceipt,
});
export type BankReceiptOutcome = z.infer<typeof BankReceiptOutcome>;

/** An order of the factory that waits for its customer's transfer. */
export const AwaitingTransfer = z.object({
  orderNo: z.string(),
  reference: z.string(),
  payable: fen.positive(),
  payBy: z.string(),
  chosenAt: z.string(),
  customer: z.object({ id: z.number().int(), nickname: z.string() }),
});
export type AwaitingTransfer = z.infer<typeof AwaitingTransfer>;

export const BankTransferDeskQuery = z.object({
  status: z.enum(['unmatched', 'matched', 'resolved', 'awaiting']).optional().describe('不填：未匹配的到账与待转账的订单；awaiting：只列待转账订单；其余：只列该状态的到账'),
});
export type BankTransferDeskQuery = z.input<typeof BankTransferDeskQuery>;

/** GET /bank-transfers: receipts (newest first) and orders awaiting a transfer (nearest deadline first), at most 200 of each. */
export const BankTransferDesk = z.object({ receipts: z.array(BankReceipt), awaiting: z.array(AwaitingTransfer) });
export type BankTransferDesk = z.infer<typeof BankTransferDesk>;

/** POST /bank-transfers/{id}/resolve: closes an unmatched receipt (e.g. 已退回付款方), optionally naming the order it concerned. */
export const ResolveReceiptRequest = z.object({
  orderNo: z.string().trim().max(32).optional(),
  note: text(RESOLVE_NOTE_MAX, '处理说明'),
});
export type ResolveReceiptRequest = z.input<typeof ResolveReceiptRequest>;
