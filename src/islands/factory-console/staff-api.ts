import type { ShipAnswer, ShipQueue, ShipRequest } from '../../wire/staff-shipping.ts';
import type { AuditPage, ConfirmQuoteRequest, DeclineQuoteRequest, QuoteDecision, QuoteQueue, StaffMember, StaffPasswordChange, StaffQuoteDetail, StaffToken, Workbench } from '../../wire/staff.ts';
import { createApiClient } from '../../core/client.ts';
import { messageFromBody } from '../../core/errors.ts';
import { t as tCore } from '../../core/messages.ts';
import type { ApiError } from '../../core/errors.ts';
import { has, hasRecordsOf, hasToken, isPageOf } from '../../core/shapes.ts';
import { showToast } from '../../stores/toasts.ts';
import { $staff, LOGGED_OUT_STAFF } from './staff-session.ts';

export const CONSOLE_LOGIN_PATH = '/factory/login';
export const CONSOLE_HOME_PATH = '/factory';

/** The console's login page, with the page to come back to (a path of the console only). */
export function loginPathFor(current: string, expired = false): string {
  const query = new URLSearchParams();
  if (current.startsWith('/factory') && !current.startsWith(CONSOLE_LOGIN_PATH)) query.set('redirect', current);
  if (expired) query.set('expired', '1');
  return query.size ? `${CONSOLE_LOGIN_PATH}?${query}` : CONSOLE_LOGIN_PATH;
}

/** Where a login goes: the console page it came from, or 工作台. Never a page outside /factory. */
export function afterStaffLogin(redirect: string | null): string {
  if (redirect === null || !/^\/factory(?:[/?]|$)/.test(redirect) || redirect.startsWith(CONSOLE_LOGIN_PATH)) return CONSOLE_HOME_PATH;
  return redirect;
}

/**
 * A failed console call: an ended staff session goes back to the console's login (never the
 * customers'); anything else is said in a toast, the caller keeps what was typed.
 */
export function onStaffError(error: ApiError): void {
  if (error.kind === 'aborted') return;
  if (error.status === 401 && error.authenticated) {
    $staff.set(LOGGED_OUT_STAFF);
    location.assign(loginPathFor(`${location.pathname}${location.search}`, true));
    return;
  }
  showToast('error', error.message);
}

/** The console's client: the customers' client, with the staff token and the console's reactions. */
/** The console's JSON calls: the staff token, and a refusal said in a toast (an ended session back to the console's login). */
export const staffApi = createApiClient({
  baseURL: import.meta.env.PUBLIC_API_BASE ?? '',
  getToken: () => $staff.get().token,
  onError: onStaffError,
});

const isMember = has({ id: 'number', username: 'string', role: 'string', roleLabel: 'string' });

export const staffLogin = (username: string, password: string) => staffApi<StaffToken>('/api/shop-staff/sessions', { method: 'POST', body: { username, password }, expect: hasToken });
export const staffLogout = () => staffApi<null>('/api/shop-staff/sessions/current', { method: 'DELETE', quiet: true });
export const fetchStaffMember = (signal?: AbortSignal) => staffApi<StaffMember>('/api/shop-staff/me', { expect: isMember, ...(signal ? { signal } : {}) });
export const changeStaffPassword = (change: StaffPasswordChange) => staffApi<null>('/api/shop-staff/me/password', { method: 'PUT', body: { ...change } });
export const fetchWorkbench = (signal?: AbortSignal) => staffApi<Workbench>('/api/shop-staff/workbench', { feature: true, expect: has({ toQuote: 'object' }), ...(signal ? { signal } : {}) });
export const listQuoteQueue = (signal?: AbortSignal) => staffApi<QuoteQueue>('/api/shop-staff/quotes', { feature: true, expect: hasRecordsOf({ orderNo: 'string', dueAt: 'string' }), ...(signal ? { signal } : {}) });
export const fetchQuoteDetail = (orderNo: string, signal?: AbortSignal) =>
  staffApi<StaffQuoteDetail>(`/api/shop-staff/quotes/${encodeURIComponent(orderNo)}`, { expect: has({ orderNo: 'string', lines: 'array' }), ...(signal ? { signal } : {}) });
export const confirmQuote = (orderNo: string, request: ConfirmQuoteRequest) =>
  staffApi<QuoteDecision>(`/api/shop-staff/quotes/${encodeURIComponent(orderNo)}/confirm`, { method: 'POST', body: { ...request }, expect: has({ order: 'object', couponReturned: 'boolean' }) });
export const declineQuote = (orderNo: string, request: DeclineQuoteRequest) =>
  staffApi<QuoteDecision>(`/api/shop-staff/quotes/${encodeURIComponent(orderNo)}/decline`, { method: 'POST', body: { ...request }, expect: has({ order: 'object', couponReturned: 'boolean' }) });
export const listShipQueue = (page: number, size: number, orderNo: string, signal?: AbortSignal) =>
  staffApi<ShipQueue>('/api/shop-staff/shipping', { query: { page, size, ...(orderNo ? { orderNo } : {}) }, feature: true, expect: hasRecordsOf({ orderNo: 'string', kind: 'string' }), ...(signal ? { signal } : {}) });
export const shipOrder = (orderNo: string, request: ShipRequest) =>
  staffApi<ShipAnswer>(`/api/shop-staff/shipping/${encodeURIComponent(orderNo)}`, { method: 'POST', body: { ...request }, expect: has({ orderNo: 'string', parcels: 'array' }) });
export const listAudit = (page: number, size: number, signal?: AbortSignal) =>
  staffApi<AuditPage>('/api/shop-staff/audit', { query: { page, size }, feature: true, expect: isPageOf({ id: 'number', action: 'string', at: 'string' }), ...(signal ? { signal } : {}) });

/** Logs in: keeps the token, then who it is. */
export async function logInStaff(username: string, password: string): Promise<StaffMember> {
  const { token } = await staffLogin(username, password);
  $staff.set({ token, member: null });
  const member = await fetchStaffMember();
  $staff.set({ token, member });
  return member;
}

/** Logs out here whatever the server answers (an ended session is logged out already). */
export async function logOutStaff(): Promise<void> {
  try {
    if ($staff.get().token) await staffLogout();
  } catch {
    // Gone already, or offline: this browser forgets it either way.
  }
  $staff.set(LOGGED_OUT_STAFF);
}


/**
 * The bytes of one of the order's files (a part's model, its 2D drawing, a professional order's
 * drawing version), with the staff token a plain link could not send. A refusal is said in a
 * toast and answers null.
 */
export async function downloadOrderFile(orderNo: string, fileId: number): Promise<Blob | null> {
  try {
    const response = await fetch(`${import.meta.env.PUBLIC_API_BASE ?? ''}/api/shop-staff/quotes/${encodeURIComponent(orderNo)}/files/${fileId}`, { headers: { Authorization: `Bearer ${$staff.get().token}` } });
    if (response.ok) return await response.blob();
    showToast('error', messageFromBody(await response.json().catch(() => null)));
  } catch {
    showToast('error', tCore('error.network'));
  }
  return null;
}
