/** 对公转账 in the console (管理员): /api/shop-staff/bank-transfers and /api/shop-staff/bank-account. */
import type { BankAccountRequest, BankReceipt, BankReceiptOutcome, BankReceiptRequest, BankTransferDesk, ResolveReceiptRequest, StaffBankAccount } from '../../../wire/staff-bank-transfers.ts';
import { ApiError } from '../../../core/errors.ts';
import { has } from '../../../core/shapes.ts';
import { isRecord } from '../../../lib/json-guard.ts';
import { onStaffError, staffApi } from '../staff-api.ts';

const isDesk = has({ receipts: 'array', awaiting: 'array' });
const isOutcome = has({ matched: 'boolean', receipt: 'object' });
const isReceipt = has({ id: 'number', status: 'string' });

export const fetchBankDesk = (signal?: AbortSignal) => staffApi<BankTransferDesk>('/api/shop-staff/bank-transfers', { feature: true, expect: isDesk, ...(signal ? { signal } : {}) });
/** `{ account, updatedAt }`, the account null until the 管理员 sets one. */
const isAccountAnswer = (body: unknown): boolean => isRecord(body) && 'account' in body && (body['account'] === null || isRecord(body['account']));
export const fetchBankAccount = (signal?: AbortSignal) => staffApi<StaffBankAccount>('/api/shop-staff/bank-account', { feature: true, expect: isAccountAnswer, ...(signal ? { signal } : {}) });
export const saveBankAccount = (account: BankAccountRequest) => staffApi<StaffBankAccount>('/api/shop-staff/bank-account', { method: 'PUT', body: { ...account } });
export const resolveReceipt = (id: number, request: ResolveReceiptRequest) =>
  staffApi<BankReceipt>(`/api/shop-staff/bank-transfers/${id}/resolve`, { method: 'POST', body: { ...request }, expect: isReceipt });

/**
 * Records a receipt. A refusal of the money (409: part or over payment, a serial recorded
 * already) is the form's to show, so it answers `{ refused }` instead of a toast; other failures
 * go the console's usual way and throw.
 */
export async function recordReceipt(request: BankReceiptRequest): Promise<BankReceiptOutcome | { refused: string }> {
  try {
    return await staffApi<BankReceiptOutcome>('/api/shop-staff/bank-transfers', { method: 'POST', body: { ...request }, quiet: true, expect: isOutcome });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { refused: error.message };
    if (error instanceof ApiError) onStaffError(error);
    throw error;
  }
}
