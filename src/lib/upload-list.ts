import type { DrawingFile } from '../wire/files.ts';
import type { UploadItem } from './quotation-draft.ts';

/**
 * The upload part every draft with the shared uploader has (quotation, professional order,
 * design request): the items as the uploader shows them and the server files they became.
 * Pure changes of it, so each draft store keeps only what is its own.
 */
export interface UploadList {
  uploadFileList: UploadItem[];
  fileList: DrawingFile[];
}

export const withUploads = <D extends UploadList>(draft: D, items: UploadItem[]): D => ({ ...draft, uploadFileList: [...draft.uploadFileList, ...items] });

export const withUploadPatch = <D extends UploadList>(draft: D, key: string, patch: Partial<UploadItem>): D => ({
  ...draft,
  uploadFileList: draft.uploadFileList.map((item) => (item.key === key ? { ...item, ...patch } : item)),
});

/** A finished upload: the server's file joins fileList and its item reads success. */
export const withCompletedUpload = <D extends UploadList>(draft: D, key: string, file: DrawingFile): D => ({
  ...draft,
  uploadFileList: draft.uploadFileList.map((item) =>
    item.key === key ? { ...item, status: 'success', progress: 100, fileId: file.id, error: null, warnings: file.warnings } : item,
  ),
  fileList: [...draft.fileList.filter((known) => known.id !== file.id), file],
});

/** Without the item (and its server file), in any state; `fileId` is the file that left, if any. */
export function withoutUpload<D extends UploadList>(draft: D, key: string): { draft: D; fileId: number | null } {
  const item = draft.uploadFileList.find((candidate) => candidate.key === key);
  const fileId = item?.fileId ?? null;
  return {
    draft: {
      ...draft,
      uploadFileList: draft.uploadFileList.filter((candidate) => candidate.key !== key),
      fileList: fileId === null ? draft.fileList : draft.fileList.filter((file) => file.id !== fileId),
    },
    fileId,
  };
}

/** After a reload: items whose bytes are gone (not in `picked`) and never reached the server must be picked again. */
export const withLostUploadsMarked = <D extends UploadList>(draft: D, picked: ReadonlyMap<string, File>): D => ({
  ...draft,
  uploadFileList: draft.uploadFileList.map((item) =>
    item.status !== 'success' && !picked.has(item.key) ? { ...item, status: 'fail', progress: 0, needsRepick: true } : item,
  ),
});
