import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { t } from '~/components/uploader/messages';

/**
 * Where files come in: dropped anywhere on the zone, or picked with the labelled 选择文件
 * input (keyboard users tab to it). `children` states the limits.
 */
export function DropZone({ onFiles, accept, disabled = false, children }: { onFiles: (files: File[]) => void; accept: string; disabled?: boolean; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (disabled) return;
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-box border-2 border-dashed p-6 text-center transition-colors sm:p-8 ${
        over ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-200/40'
      }`}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-drop-zone
      data-over={over}
    >
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" className="text-primary">
        <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="font-medium">{t('upload.drop')}</p>
      <label className={`btn btn-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${disabled ? 'btn-disabled' : ''}`}>
        {t('upload.pick')}
        <input
          type="file"
          className="sr-only"
          multiple
          accept={accept}
          disabled={disabled}
          aria-describedby={hintId}
          // Browsers open a focused file input on Space only; a button-like control answers Enter too.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || disabled) return;
            event.preventDefault();
            event.currentTarget.click();
          }}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared, so picking the same file again after removing it still fires a change.
            event.currentTarget.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </label>
      <div id={hintId} className="text-sm text-base-content/70">
        {children}
      </div>
    </div>
  );
}
