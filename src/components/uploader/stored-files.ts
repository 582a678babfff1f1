/**
 * The customer's stored files (用户中心 → 我的文件): listing and deleting, apart from the upload
 * and download transport (./upload.ts), which a page that only lists files does not need.
 */
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';
import type { FileDeleteResult, StoredFilePage } from '../../wire/files.ts';

/** The file list's answer has what 用户中心 reads first (a backend other than ours may answer anything). */
const isStoredFilePage = (body: unknown) =>
  isPageOf({ id: 'number', name: 'string', size: 'number', createdAt: 'string', usedBy: 'array' })(body) && has({ totalSize: 'number' })(body);

/** GET /api/shop-file: the customer's own stored files, newest first, with what uses each (the reference API's extension). */
export const listStoredFiles = (query: { page: number; size: number }, signal?: AbortSignal) =>
  api<StoredFilePage>('/api/shop-file', { query: { ...query }, ...(signal ? { signal } : {}), feature: true, expect: isStoredFilePage });

/** DELETE /api/shop-file/{id}: the shop's storage use afterwards. */
export const deleteStoredFile = (id: number) => api<FileDeleteResult>(`/api/shop-file/${id}`, { method: 'DELETE', expect: has({ storageSize: 'number' }) });
