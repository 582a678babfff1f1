import { files, type TransferOptions } from './file-transport.ts';
import { readDrawingFile } from '../../lib/drafts/upload-draft.ts';
import type { DraftKind, UploadResult } from '../../wire/files.ts';

/**
 * The open draft an upload goes into: its id, and its kind, so the server records the file as
 * used by that draft from the upload on (before the draft's own POST /api/shop-file/in-draft).
 */
export interface UploadDraftRef {
  draftId: string;
  kind: DraftKind;
}

/** POST /api/shop-file: uploads one design drawing into the draft. */
export const uploadDrawingFile = (file: File, { draftId, kind }: UploadDraftRef, options: TransferOptions = {}) =>
  files.postFile('/api/shop-file', { draftId, draftKind: kind }, file, readUploadResult, options);

/** The upload answer, checked: the stored file as the server measured it and the shop's usage. */
export function readUploadResult(body: unknown): UploadResult | null {
  if (typeof body !== 'object' || body === null || !('file' in body) || !('storageSize' in body)) return null;
  const file = readDrawingFile(body.file);
  const { storageSize } = body;
  return file && Number.isInteger(storageSize) && typeof storageSize === 'number' ? { file, storageSize } : null;
}

/**
 * POST /api/shop-file with purpose=reference: one reference file of a design request (a drawing,
 * or a JPG, PNG, WebP picture or PDF document) into the draft.
 */
export const uploadReferenceFile = (file: File, { draftId, kind }: UploadDraftRef, options: TransferOptions = {}) =>
  files.postFile('/api/shop-file', { draftId, purpose: 'reference', draftKind: kind }, file, readUploadResult, options);

/** Path of a stored file's bytes (GET, bearer header needed: use downloadStoredFile). */
export const storedFileContentPath = (id: number) => `/api/shop-file/${id}/content`;

/** GET /api/shop-file/{id}/content: a stored file's bytes, with progress. */
export const downloadStoredFile = (id: number, options: TransferOptions = {}) => files.download(storedFileContentPath(id), options);
