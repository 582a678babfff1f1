import { useEffect, useRef } from 'react';
import type { DrawingUploadResult } from '~/wire/professional-orders';
import { t } from '~/islands/professional/messages';
import { ACCEPTED_EXTENSIONS } from '~/lib/files/upload-limits';
import { useDrawingUpload, type DrawingUploadTarget } from './use-drawing-upload';

export interface DrawingUploadProps {
  target: DrawingUploadTarget;
  /** The button's text, and its accessible name (which drawing it revises). */
  label: string;
  accessibleLabel: string;
  primary?: boolean;
  onUploaded: (result: DrawingUploadResult) => void;
}

/**
 * A labelled file picker that uploads one file into an order's drawings: while it runs, the
 * progress bar and 取消上传; when it fails, the reason with 重试; when a limit refuses it, why.
 */
export function DrawingUpload({ target, label, accessibleLabel, primary = false, onUploaded }: DrawingUploadProps) {
  const upload = useDrawingUpload(target, onUploaded);
  const { state } = upload;
  const input = useRef<HTMLInputElement>(null);
  // The picker makes way for the progress bar while a file goes up: keyboard users are taken to
  // 取消上传, and back to the picker when the upload is over, instead of being dropped on the page.
  const uploading = state.kind === 'uploading';
  const wasUploading = useRef(false);
  useEffect(() => {
    if (wasUploading.current && !uploading && document.activeElement === document.body) input.current?.focus();
    wasUploading.current = uploading;
  }, [uploading]);

  if (state.kind === 'uploading') {
    const processing = state.percent >= 100;
    return (
      <div className="flex w-full flex-col gap-2 rounded-box bg-base-200/60 p-3" data-drawing-upload="uploading">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {/* Announced once when the upload starts; the percentages are for the eye and the progress bar. */}
          <span className="min-w-0 break-all" role="status">
            {t('professional.drawings.uploading', { name: state.name })}
          </span>
          <span className="tabular-nums text-base-content/70">{processing ? t('professional.drawings.processing') : `${state.percent}%`}</span>
        </div>
        <progress className="progress progress-info h-2 w-full" value={state.percent} max={100} aria-label={t('professional.drawings.uploadProgress', { name: state.name })} />
        <button type="button" className="btn btn-ghost btn-xs self-end" onClick={upload.cancel} autoFocus>
          {t('professional.drawings.cancel')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex w-full flex-col items-start gap-2">
      <label
        className={`btn btn-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${primary ? 'btn-primary' : 'btn-outline'}`}
      >
        {label}
        <input
          ref={input}
          type="file"
          className="sr-only"
          accept={ACCEPTED_EXTENSIONS}
          aria-label={accessibleLabel}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so picking the same file again still fires a change.
            event.currentTarget.value = '';
            if (file) upload.pick(file);
          }}
        />
      </label>
      {state.kind === 'failed' && (
        <div role="alert" className="alert alert-error alert-soft flex w-full flex-wrap justify-between gap-2 py-2 text-sm">
          <span className="min-w-0 break-words">{t('professional.drawings.uploadFailed', { name: state.name, message: state.message })}</span>
          <span className="flex gap-2">
            <button type="button" className="btn btn-xs btn-primary" onClick={upload.retry}>
              {t('professional.drawings.retry')}
            </button>
            <button type="button" className="btn btn-xs btn-ghost" onClick={upload.dismiss}>
              {t('professional.drawings.dismiss')}
            </button>
          </span>
        </div>
      )}
      {state.kind === 'refused' && (
        <div role="alert" className="alert alert-error alert-soft flex w-full flex-wrap justify-between gap-2 py-2 text-sm">
          <span className="min-w-0 break-words">{state.message}</span>
          <button type="button" className="btn btn-xs btn-ghost" onClick={upload.dismiss}>
            {t('professional.drawings.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
