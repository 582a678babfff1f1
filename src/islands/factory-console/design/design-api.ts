/** 设计交付 in the console (报价工程师 and 管理员): /api/shop-staff/design. */
import type { DesignStatus } from '../../../wire/design-requests.ts';
import type { StaffDesignDetail, StaffDesignPage } from '../../../wire/staff-design.ts';
import type { TransferOptions } from '../../../components/uploader/file-transport.ts';
import { has, isPageOf } from '../../../core/shapes.ts';
import { staffApi } from '../staff-api.ts';
import { staffFiles } from '../staff-files.ts';

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
