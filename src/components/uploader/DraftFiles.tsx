import type { Ref } from 'react';
import type { UploadBinding } from '~/stores/upload-draft';
import { DeferredUploader } from './DeferredUploader';

export interface DraftFilesProps {
  binding: UploadBinding;
  title: string;
  /** Why the files cannot go with the form yet; it follows the uploads live once 提交 found one. */
  error: string | undefined;
  /** The message's id. */
  errorId: string;
  /** Focused by the form when the files are its first problem. */
  focusRef: Ref<HTMLDivElement>;
  /** Skeleton rows at most while the uploader loads. */
  loadingRows: number;
}

/** The files of a form's draft: the uploader (its frame alone while there are none), and the form's message about them below it. */
export function DraftFiles({ binding, title, error, errorId, focusRef, loadingRows }: DraftFilesProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className="flex flex-col gap-2 rounded-box outline-none focus-visible:outline-2 focus-visible:outline-primary" aria-describedby={error ? errorId : undefined}>
      <DeferredUploader binding={binding} title={title} loadingRows={loadingRows} />
      {error && (
        <p id={errorId} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
