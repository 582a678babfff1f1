/** 售后处理 in the console (客服 and 管理员): /api/shop-staff/claims. */
import type { ClaimDecision, ClaimRefundRequest, ClaimRefuseRequest, ClaimRemakeRequest, StaffClaim, StaffClaimPage } from '../../../wire/after-sales.ts';
import { messageFromBody } from '../../../core/errors.ts';
import { has, isPageOf } from '../../../core/shapes.ts';
import { staffApi } from '../staff-api.ts';
import { $staff } from '../staff-session.ts';

export const listClaims = (page: number, size: number, signal?: AbortSignal) =>
  staffApi<StaffClaimPage>('/api/shop-staff/claims', { query: { page, size }, feature: true, expect: isPageOf({ claimNo: 'string', status: 'string' }), ...(signal ? { signal } : {}) });
export const fetchStaffClaim = (claimNo: string, signal?: AbortSignal) =>
  staffApi<StaffClaim>(`/api/shop-staff/claims/${encodeURIComponent(claimNo)}`, { expect: has({ claimNo: 'string', amounts: 'object', photos: 'array' }), ...(signal ? { signal } : {}) });
const isDecision = has({ claim: 'object', message: 'string' });
export const refundStaffClaim = (claimNo: string, request: ClaimRefundRequest) =>
  staffApi<ClaimDecision>(`/api/shop-staff/claims/${encodeURIComponent(claimNo)}/refund`, { method: 'POST', body: { ...request }, expect: isDecision });
export const remakeStaffClaim = (claimNo: string, request: ClaimRemakeRequest) =>
  staffApi<ClaimDecision>(`/api/shop-staff/claims/${encodeURIComponent(claimNo)}/remake`, { method: 'POST', body: { ...request }, expect: isDecision });
export const refuseStaffClaim = (claimNo: string, request: ClaimRefuseRequest) =>
  staffApi<ClaimDecision>(`/api/shop-staff/claims/${encodeURIComponent(claimNo)}/refuse`, { method: 'POST', body: { ...request }, expect: isDecision });

/** A claim photo's bytes with the staff token (an <img> cannot send it); a failure throws. */
export async function fetchStaffClaimPhoto(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(`${import.meta.env.PUBLIC_API_BASE ?? ''}${url}`, { headers: { Authorization: `Bearer ${$staff.get().token}` }, signal });
  if (!response.ok) throw new Error(messageFromBody(await response.json().catch(() => null)));
  return response.blob();
}
