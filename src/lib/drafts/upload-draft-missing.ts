import type { UploadDraft } from './upload-draft.ts';

/** What a draft store applies when files are gone: the changed draft and the ids of the files that left it. */
export type MissingChange = <D extends UploadDraft>(draft: D) => { draft: D; fileIds: number[] };

/**
 * The items whose server file is gone (`missing` ids) wait for the file again: failed, marked
 * gone and to be picked again, their files out of fileList (`fileIds`, for what else leaves with
 * them). Every other item and file stays as it was.
 */
export function withMissingFiles<D extends UploadDraft>(draft: D, missing: ReadonlySet<number>): { draft: D; fileIds: number[] } {
  const fileIds = draft.uploadFileList.flatMap((item) => (item.fileId !== null && missing.has(item.fileId) ? [item.fileId] : []));
  if (fileIds.length === 0) return { draft, fileIds };
  return {
    draft: {
      ...draft,
      uploadFileList: draft.uploadFileList.map((item) =>
        // What the browser found in the old bytes goes with them: the file picked again is looked at anew.
        item.fileId !== null && missing.has(item.fileId) ? { ...item, status: 'fail', progress: 0, fileId: null, error: null, needsRepick: true, gone: true, printability: null } : item,
      ),
      fileList: draft.fileList.filter((file) => !missing.has(file.id)),
    },
    fileIds,
  };
}
