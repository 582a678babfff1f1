import { useEffect, useRef, useState } from 'react';
import { t } from '~/components/uploader/queue/messages';
import type { ReferenceFormat } from '~/lib/files/file-formats';
import { loadTransfers } from '../load-transfers';
import { FileName } from '~/core/FileName';
import { trapDialogFocus } from '~/components/ui/trap-dialog-focus';

export interface ReferencePreviewProps {
  name: string;
  format: ReferenceFormat;
  /** The picked bytes, while this page has them. */
  picked: File | null;
  /** The stored file, once the server has it (its bytes are fetched with the bearer header). */
  fileId: number | null;
}

/**
 * The look of a picture or PDF reference: a thumbnail and 查看大图 (a modal dialog) for a
 * picture, 打开 PDF (the browser's own viewer in a new tab) for a document. Shown from the
 * picked bytes, or after a reload from the stored file.
 */
export function ReferencePreview({ name, format, picked, fileId }: ReferencePreviewProps) {
  // The picked bytes, while there are any: the stored file's id arriving after the upload must not
  // swap (and revoke) the address of a thumbnail the browser may still be loading.
  const url = useObjectUrl(format === 'pdf' ? null : picked, format === 'pdf' || picked ? null : fileId);
  const [enlarged, setEnlarged] = useState(false);
  const [opening, setOpening] = useState(false);

  if (format === 'pdf') {
    const open = async () => {
      setOpening(true);
      try {
        const blob = picked ?? (fileId === null ? null : await (await loadTransfers()).downloadStoredFile(fileId));
        if (blob) window.open(URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })), '_blank', 'noopener');
      } catch {
        // The notifier said why the download failed.
      } finally {
        setOpening(false);
      }
    };
    return (
      <div className="flex items-center gap-3" data-reference-preview="pdf">
        <PdfIcon />
        <button type="button" className="btn btn-sm" disabled={opening || (picked === null && fileId === null)} onClick={() => void open()}>
          {opening ? t('upload.previewLoading') : t('upload.previewPdf')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-3" data-reference-preview="image">
      {url ? (
        <img src={url} alt={t('upload.thumbnailOf', { name })} className="size-16 rounded-box border border-base-300 bg-base-200 object-cover" />
      ) : (
        <span className="skeleton size-16 rounded-box" role="status" aria-label={t('upload.previewLoading')} />
      )}
      <button type="button" className="btn btn-sm" disabled={!url} onClick={() => setEnlarged(true)}>
        {t('upload.previewImage')}
      </button>
      {enlarged && url && <LargeImage name={name} url={url} onClose={() => setEnlarged(false)} />}
    </div>
  );
}

/** The picture at full size in a modal dialog (Esc or 关闭 closes it; focus goes back to 查看大图). */
function LargeImage({ name, url, onClose }: { name: string; url: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    trapDialogFocus();
    return () => {
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} className="modal" aria-label={name} onClose={onClose}>
      <div className="modal-box flex max-w-3xl flex-col gap-3">
        <h3 className="font-semibold wrap-anywhere">
          <FileName name={name} />
        </h3>
        <img src={url} alt={name} className="max-h-[70vh] w-full rounded-box object-contain" />
        <div className="modal-action mt-0">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {t('upload.previewClose')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** An object URL of the picked bytes, or of the stored file fetched once; revoked when it changes. */
function useObjectUrl(picked: File | null, fileId: number | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    const controller = new AbortController();
    const show = (blob: Blob) => {
      created = URL.createObjectURL(blob);
      setUrl(created);
    };
    if (picked) show(picked);
    else if (fileId !== null) {
      void loadTransfers()
        .then((transfers) => transfers.downloadStoredFile(fileId, { signal: controller.signal }))
        .then((blob) => {
          if (!controller.signal.aborted) show(blob);
        })
        .catch(() => undefined);
    }
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [picked, fileId]);
  return url;
}

function PdfIcon() {
  return (
    <svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true" className="shrink-0 text-error">
      <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <text x="20" y="34" textAnchor="middle" fontSize="11" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}
