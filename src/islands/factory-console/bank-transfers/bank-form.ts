import { ACCOUNT_NAME_MAX, ACCOUNT_NUMBER_PATTERN, BANK_NAME_MAX, BANK_SERIAL_MAX, PAYER_NAME_MAX, RESOLVE_NOTE_MAX, normaliseAccountNumber } from '../../../lib/forms/bank-transfer-rules.ts';
import type { BankAccountRequest, BankReceiptRequest } from '../../../wire/staff-bank-transfers.ts';
import { t } from './messages.ts';

/** Yuan as typed: digits with at most two decimals (¥ and thousands commas left out). */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** An amount typed in yuan as whole fen, or why not. */
export function parseYuan(text: string): { ok: true; fen: number } | { ok: false; error: string } {
  const plain = text.trim().replace(/^[¥￥]/, '').replaceAll(',', '').trim();
  if (plain === '') return { ok: false, error: t('console.bank.error.amountRequired') };
  const match = YUAN.exec(plain);
  if (!match) return { ok: false, error: t('console.bank.error.amountFormat') };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (fen <= 0) return { ok: false, error: t('console.bank.error.amountPositive') };
  return { ok: true, fen };
}

export interface ReceiptFields {
  reference: string;
  amount: string;
  payerName: string;
  bankSerial: string;
  receivedAt: string;
}

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

const length = (text: string) => Array.from(text.trim()).length;

/**
 * The receipt form as the API takes it, or each field's problem. The reference is sent as typed
 * (the server reads it the same way and keeps a receipt whose code matches nothing), so a code
 * copied wrongly from the statement is still recorded.
 */
export function receiptRequest(fields: ReceiptFields, today: string): { ok: true; request: BankReceiptRequest } | { ok: false; errors: FieldErrors<ReceiptFields> } {
  const errors: FieldErrors<ReceiptFields> = {};
  if (fields.reference.trim() === '') errors.reference = t('console.bank.error.referenceRequired');
  const amount = parseYuan(fields.amount);
  if (!amount.ok) errors.amount = amount.error;
  if (fields.payerName.trim() === '') errors.payerName = t('console.bank.error.payerRequired');
  else if (length(fields.payerName) > PAYER_NAME_MAX) errors.payerName = t('console.bank.error.payerTooLong', { max: PAYER_NAME_MAX });
  if (fields.bankSerial.trim() === '') errors.bankSerial = t('console.bank.error.serialRequired');
  else if (length(fields.bankSerial) > BANK_SERIAL_MAX) errors.bankSerial = t('console.bank.error.serialTooLong', { max: BANK_SERIAL_MAX });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.receivedAt)) errors.receivedAt = t('console.bank.error.dateRequired');
  else if (fields.receivedAt > today) errors.receivedAt = t('console.bank.error.dateFuture');
  if (Object.keys(errors).length > 0 || !amount.ok) return { ok: false, errors };
  return {
    ok: true,
    request: { reference: fields.reference.trim(), amount: amount.fen, payerName: fields.payerName.trim(), bankSerial: fields.bankSerial.trim(), receivedAt: fields.receivedAt },
  };
}

/** The account form as the API takes it, or each field's problem. */
export function accountRequest(fields: BankAccountRequest): { ok: true; request: BankAccountRequest } | { ok: false; errors: FieldErrors<BankAccountRequest> } {
  const errors: FieldErrors<BankAccountRequest> = {};
  if (fields.name.trim() === '') errors.name = t('console.bank.error.nameRequired');
  else if (length(fields.name) > ACCOUNT_NAME_MAX) errors.name = t('console.bank.error.textTooLong', { max: ACCOUNT_NAME_MAX });
  if (fields.bank.trim() === '') errors.bank = t('console.bank.error.bankRequired');
  else if (length(fields.bank) > BANK_NAME_MAX) errors.bank = t('console.bank.error.textTooLong', { max: BANK_NAME_MAX });
  const number = normaliseAccountNumber(fields.number);
  if (!ACCOUNT_NUMBER_PATTERN.test(number)) errors.number = t('console.bank.error.numberFormat');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { name: fields.name.trim(), bank: fields.bank.trim(), number } };
}

/** The resolution note's problem, or null. */
export function resolveNoteProblem(note: string): string | null {
  if (note.trim() === '') return t('console.bank.error.noteRequired');
  if (length(note) > RESOLVE_NOTE_MAX) return t('console.bank.error.noteTooLong', { max: RESOLVE_NOTE_MAX });
  return null;
}
