import type { ClaimDecision, ClaimRefundRequest, ClaimRefuseRequest, ClaimRemakeRequest, StaffClaim, StaffClaimPage } from '../../wire/after-sales.ts';
import type { ShipAnswer, ShipQueue, ShipRequest } from '../../wire/staff-shipping.ts';
import type { StaffDesignDetail, StaffDesignPage } from '../../wire/staff-design.ts';
import type { DesignStatus } from '../../wire/design-requests.ts';
import { createFileTransport, type TransferOptions } from '../../components/uploader/file-transport.ts';
import type { AuditPage, ConfirmQuoteRequest, DeclineQuoteRequest, QuoteDecision, QuoteQueue, StaffMember, StaffPasswordChange, StaffQuoteDetail, StaffToken, Workbench } from '../../wire/staff.ts';
import type { FeedbackDetail, FeedbackPage, FeedbackQuery } from '../../wire/staff-feedback.ts';
import type { StaffInvoiceDetail, StaffInvoicePage, StaffInvoiceQuery } from '../../wire/staff-invoices.ts';
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
function onStaffError(error: ApiError): void {
  if (error.kind === 'aborted') return;
  if (error.status === 401 && error.authenticated) {
    $staff.set(LOGGED_OUT_STAFF);
    location.assign(loginPathFor(`${location.pathname}${location.search}`, true));
    return;
  }
  showToast('error', error.message);
}

/** The console's client: the customers' client, with the staff token and the console's reactions. */
const staffApi = createApiClient({
  baseURL: import.meta.env.PUBLIC_API_BASE ?? '',
  getToken: () => $staff.get().token,
  onError: onStaffError,
});

/** The console's file bodies (a delivery's upload with progress, downloads), with the same token and reactions. */
const staffFiles = createFileTransport({
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
export const listShipQueue = (page: number, size: number, signal?: AbortSignal) =>
  staffApi<ShipQueue>('/api/shop-staff/shipping', { query: { page, size }, feature: true, expect: hasRecordsOf({ orderNo: 'string', kind: 'string' }), ...(signal ? { signal } : {}) });
export const shipOrder = (orderNo: string, request: ShipRequest) =>
  staffApi<ShipAnswer>(`/api/shop-staff/shipping/${encodeURIComponent(orderNo)}`, { method: 'POST', body: { ...request }, expect: has({ orderNo: 'string', shipment: 'object' }) });
export const listAudit = (page: number, size: number, signal?: AbortSignal) =>
  staffApi<AuditPage>('/api/shop-staff/audit', { query: { page, size }, feature: true, expect: isPageOf({ id: 'number', action: 'string', at: 'string' }), ...(signal ? { signal } : {}) });

// ---------------------------------------------------------------- 意见反馈 and 发票 (客服)

/** The console's uploads and downloads, with the staff token and the same reactions. */
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const isFeedback = has({ id: 'number', no: 'string', status: 'string', replies: 'array', images: 'array' });
const isStaffInvoice = has({ requestNo: 'string', status: 'string', orders: 'array', amount: 'number' });
const feedbackPath = (id: number) => `/api/shop-staff/feedback/${id}`;
const invoicePath = (requestNo: string) => `/api/shop-staff/invoices/${encodeURIComponent(requestNo)}`;

export const listFeedback = (query: { page: number; size: number; status?: FeedbackQuery['status'] }, signal?: AbortSignal) =>
  staffApi<FeedbackPage>('/api/shop-staff/feedback', { query: { ...query }, feature: true, expect: isPageOf({ id: 'number', no: 'string', status: 'string' }), ...withSignal(signal) });
export const fetchFeedback = (id: number, signal?: AbortSignal) => staffApi<FeedbackDetail>(feedbackPath(id), { expect: isFeedback, ...withSignal(signal) });
export const replyFeedback = (id: number, content: string) => staffApi<FeedbackDetail>(`${feedbackPath(id)}/reply`, { method: 'POST', body: { content }, expect: isFeedback });
export const markFeedbackInProgress = (id: number) => staffApi<FeedbackDetail>(`${feedbackPath(id)}/status`, { method: 'POST', body: { status: '处理中' }, expect: isFeedback });
/** A suggestion's picture (the console's own path to it, from FeedbackDetail.images). */
export const downloadFeedbackImage = (url: string, signal?: AbortSignal) => staffFiles.download(url, withSignal(signal));

export const listStaffInvoices = (query: { page: number; size: number; status?: StaffInvoiceQuery['status'] }, signal?: AbortSignal) =>
  staffApi<StaffInvoicePage>('/api/shop-staff/invoices', { query: { ...query }, feature: true, expect: isPageOf({ requestNo: 'string', status: 'string', amount: 'number' }), ...withSignal(signal) });
export const fetchStaffInvoice = (requestNo: string, signal?: AbortSignal) => staffApi<StaffInvoiceDetail>(invoicePath(requestNo), { expect: isStaffInvoice, ...withSignal(signal) });
/** The issue answer, checked as the JSON client checks its answers (`expect`). */
const isStaffInvoiceDetail = (body: unknown): body is StaffInvoiceDetail => isStaffInvoice(body);
const readStaffInvoice = (body: unknown): StaffInvoiceDetail | null => (isStaffInvoiceDetail(body) ? body : null);

/** Issues with the 数电票 number, or with the invoice's PDF (multipart either way: the number, then the file). */
export function issueStaffInvoice(requestNo: string, issued: { invoiceNo: string; file: File | null }): Promise<StaffInvoiceDetail> {
  const form = new FormData();
  if (issued.invoiceNo !== '') form.append('invoiceNo', issued.invoiceNo);
  if (issued.file !== null) form.append('file', issued.file, issued.file.name);
  return staffFiles.postForm(`${invoicePath(requestNo)}/issue`, form, issued.file?.size ?? 0, readStaffInvoice);
}
export const refuseStaffInvoice = (requestNo: string, reason: string) => staffApi<StaffInvoiceDetail>(`${invoicePath(requestNo)}/refuse`, { method: 'POST', body: { reason }, expect: isStaffInvoice });
const designPath = (requestNo: string) => `/api/shop-staff/design/${encodeURIComponent(requestNo)}`;
const isDesignDetail = (body: unknown): body is StaffDesignDetail => has({ requestNo: 'string', status: 'string', files: 'array', deliveries: 'array', timeline: 'array' })(body);
export const listDesignQueue = (query: { page: number; size: number; status?: DesignStatus | undefined }, signal?: AbortSignal) =>
  staffApi<StaffDesignPage>('/api/shop-staff/design', {
    query: { page: query.page, size: query.size, ...(query.status ? { status: query.status } : {}) },
    feature: true,
    expect: isPageOf({ requestNo: 'string', status: 'string' }),
    ...(signal ? { signal } : {}),
  });
export const fetchDesignDetail = (requestNo: string, signal?: AbortSignal) => staffApi<StaffDesignDetail>(designPath(requestNo), { expect: isDesignDetail, ...(signal ? { signal } : {}) });
export const acceptDesign = (requestNo: string) => staffApi<StaffDesignDetail>(`${designPath(requestNo)}/accept`, { method: 'POST', expect: isDesignDetail });

/** POST …/deliver: the note first (the server can refuse it before the files), then each file, with upload progress. */
export function deliverDesign(requestNo: string, note: string, files: readonly File[], options: TransferOptions = {}): Promise<StaffDesignDetail> {
  const form = new FormData();
  form.append('note', note);
  for (const file of files) form.append('file', file, file.name);
  const size = files.reduce((sum, file) => sum + file.size, 0);
  return staffFiles.postForm(`${designPath(requestNo)}/deliver`, form, size, (body) => (isDesignDetail(body) ? body : null), options);
}

/** A reference or delivered file of the request; a refusal is said in a toast (by the transport) and answers null. */
export async function downloadDesignFile(requestNo: string, fileId: number): Promise<Blob | null> {
  try {
    return await staffFiles.download(`${designPath(requestNo)}/files/${fileId}`);
  } catch {
    return null;
  }
}

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

// ---- 售后处理
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
