import { files, type TransferOptions } from './file-transport.ts';
import { readDrawingFile } from '../lib/upload-draft.ts';
import type { UploadResult } from '../wire/files.ts';

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

/** Path of a stored file's bytes (GET, bearer header needed: use downloadStoredFile). */
export const storedFileContentPath = (id: number) => `/api/shop-file/${id}/content`;

/** GET /api/shop-file/{id}/content: a stored file's bytes, with progress. */
export const downloadStoredFile = (id: number, options: TransferOptions = {}) => files.download(storedFileContentPath(id), options);
