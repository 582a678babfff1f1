import { api } from '../../../core/http.ts';
import { has, isPageOf } from '../../../core/shapes.ts';
import { files, type TransferOptions } from '../../../components/uploader/file-transport.ts';
import type { Claim, ClaimFields, ClaimPage } from '../../../wire/after-sales.ts';

const PATH = '/api/shop-after-sales';
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

const isClaim = (body: unknown): body is Claim => has({ claimNo: 'string', orderNo: 'string', status: 'string', photos: 'array', timeline: 'array' })(body);

/** GET /api/shop-after-sales?orderNo=: the order's claims, newest first. */
export const listOrderClaims = (orderNo: string, signal?: AbortSignal) =>
  api<ClaimPage>(PATH, { query: { orderNo, page: 1, size: 20 }, ...withSignal(signal), feature: true, expect: isPageOf({ claimNo: 'string', status: 'string' }) });

/** GET /api/shop-after-sales/{claimNo}: the claim with its photos and timeline. */
export const fetchClaim = (claimNo: string, signal?: AbortSignal) => api<Claim>(`${PATH}/${encodeURIComponent(claimNo)}`, { ...withSignal(signal), expect: isClaim });

/** POST /api/shop-after-sales: the fields, then the photos, in one multipart request. */
export function submitClaim(fields: ClaimFields, photos: readonly File[], options: TransferOptions = {}): Promise<Claim> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photo', photo, photo.name);
  const size = photos.reduce((sum, photo) => sum + photo.size, 0);
  return files.postForm(PATH, form, size, (body) => (isClaim(body) ? body : null), options);
}

/** A photo's bytes with the bearer header (an <img> cannot send it), for an object URL. */
export const fetchClaimPhoto = (url: string, signal?: AbortSignal): Promise<Blob> => files.download(url, withSignal(signal));
