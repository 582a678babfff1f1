import { lazy, Suspense, type Ref } from 'react';
import { Loading } from '~/components/ui/ListState';
import type { UploadBinding } from '~/stores/upload-draft';

// The uploader comes in right after the form: the fields above it are usable before it arrives.
const Uploader = lazy(() => import('./Uploader').then((module) => ({ default: module.Uploader })));

export interface DraftFilesProps {
  binding: UploadBinding;
  title: string;
  /** Why the files cannot go with the form yet; it follows the uploads live once 提交 found one. */
  error: string | undefined;
  /** The message's id. */
  errorId: string;
  /** Focused by the form when the files are its first problem. */
  focusRef: Ref<HTMLDivElement>;
  /** Skeleton rows while the uploader loads. */
  loadingRows: number;
}

/** The files of a form's draft: the uploader, and the form's message about them below it. */
export function DraftFiles({ binding, title, error, errorId, focusRef, loadingRows }: DraftFilesProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className="flex flex-col gap-2 rounded-box outline-none focus-visible:outline-2 focus-visible:outline-primary" aria-describedby={error ? errorId : undefined}>
      <Suspense fallback={<Loading rows={loadingRows} />}>
        <Uploader binding={binding} title={title} />
      </Suspense>
      {error && (
        <p id={errorId} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
