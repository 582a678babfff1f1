import { useEffect, useRef, useState } from 'react';
import type { DesignFile } from '~/api/quotation-schema';
import { t } from '~/i18n/t-design';
import { saveBlob } from '~/islands/shared/save-blob';
import { formatBytes } from '~/lib/bytes';

/** Files with a download each (fetched with the bearer header, saved under their names). */
export function DesignFileList({ files, label }: { files: readonly DesignFile[]; label: string }) {
  return (
    <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300" aria-label={label}>
      {files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </ul>
  );
}

/** Null while the size is unknown (no Content-Length). */
type Download = { percent: number | null } | null;

function FileRow({ file }: { file: DesignFile }) {
  const [download, setDownload] = useState<Download>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function save() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setDownload({ percent: 0 });
    try {
      // The file transport comes with the first download, not with the page.
      const { downloadDesignFile } = await import('~/api/upload');
      const blob = await downloadDesignFile(file.id, {
        signal: controller.signal,
        onProgress: (loaded, total) => setDownload({ percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : null }),
      });
      saveBlob(blob, file.name);
    } catch {
      // The notifier has shown why; the button is back for another try.
    } finally {
      running.current = null;
      setDownload(null);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-file-id={file.id}>
      <span className="min-w-0 flex-1 text-sm font-medium break-all" data-file-name>
        {file.name}
      </span>
      <span className="text-xs text-base-content/75 tabular-nums">
        {file.format.toUpperCase()} · {formatBytes(file.size)}
      </span>
      <button type="button" className="btn btn-outline btn-xs" disabled={download !== null} onClick={() => void save()}>
        {download === null
          ? t('design.detail.download')
          : download.percent === null
            ? t('design.detail.downloadingUnknown')
            : t('design.detail.downloading', { percent: download.percent })}
        <span className="sr-only">{t('design.detail.downloadOf', { name: file.name })}</span>
      </button>
    </li>
  );
}
