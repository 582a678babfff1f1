import { api } from './http.ts';
import { has, isPageOf } from './shapes.ts';
import { files, type TransferOptions } from './file-transport.ts';
import { readDrawingFile } from '../lib/upload-draft.ts';
import type { FileDeleteResult, StoredFilePage, UploadResult } from '../wire/files.ts';

/** POST /api/shop-file: uploads one design drawing into the draft `draftId`. */
export const uploadDrawingFile = (file: File, draftId: string, options: TransferOptions = {}) =>
  files.postFile('/api/shop-file', { draftId }, file, readUploadResult, options);

/** The upload answer, checked: the stored file as the server measured it and the shop's usage. */
export function readUploadResult(body: unknown): UploadResult | null {
  if (typeof body !== 'object' || body === null || !('file' in body) || !('storageSize' in body)) return null;
  const file = readDrawingFile(body.file);
  const { storageSize } = body;
  return file && Number.isInteger(storageSize) && typeof storageSize === 'number' ? { file, storageSize } : null;
}

/**
 * POST /api/shop-file with purpose=reference: one reference file of a design request (a drawing,
 * or a JPG, PNG, WebP picture or PDF document) into the draft `draftId`.
 */
export const uploadReferenceFile = (file: File, draftId: string, options: TransferOptions = {}) =>
  files.postFile('/api/shop-file', { draftId, purpose: 'reference' }, file, readUploadResult, options);

/** The file list's answer has what 用户中心 reads first (a backend other than ours may answer anything). */
const isStoredFilePage = (body: unknown) =>
  isPageOf({ id: 'number', name: 'string', size: 'number', createdAt: 'string', usedBy: 'array' })(body) && has({ totalSize: 'number' })(body);

/** GET /api/shop-file: the customer's own stored files, newest first, with what uses each (the reference API's extension). */
export const listStoredFiles = (query: { page: number; size: number }, signal?: AbortSignal) =>
  api<StoredFilePage>('/api/shop-file', { query: { ...query }, ...(signal ? { signal } : {}), feature: true, expect: isStoredFilePage });

/** DELETE /api/shop-file/{id}: the shop's storage use afterwards. */
export const deleteStoredFile = (id: number) => api<FileDeleteResult>(`/api/shop-file/${id}`, { method: 'DELETE', expect: has({ storageSize: 'number' }) });

/** Path of a stored file's bytes (GET, bearer header needed: use downloadStoredFile). */
export const storedFileContentPath = (id: number) => `/api/shop-file/${id}/content`;

/** GET /api/shop-file/{id}/content: a stored file's bytes, with progress. */
export const downloadStoredFile = (id: number, options: TransferOptions = {}) => files.download(storedFileContentPath(id), options);
