import type { DrawingFile } from '~/wire/files';
import { t } from '~/islands/design-service/messages';
import { useFileDownload } from '~/components/ui/use-file-download';
import { formatBytes } from '~/lib/format/bytes';
import { FileName } from '~/core/FileName';

/** Files with a download each (fetched with the bearer header, saved under their names). */
export function DesignFileList({ files, label }: { files: readonly DrawingFile[]; label: string }) {
  return (
    <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300" aria-label={label}>
      {files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </ul>
  );
}

function FileRow({ file }: { file: DrawingFile }) {
  const { download, save } = useFileDownload();

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-file-id={file.id}>
      <span className="min-w-0 flex-1 text-sm font-medium wrap-anywhere" data-file-name>
        <FileName name={file.name} />
      </span>
      <span className="text-xs text-base-content/75 tabular-nums">
        {file.format.toUpperCase()} · {formatBytes(file.size)}
      </span>
      <button type="button" className="btn btn-outline btn-xs" disabled={download !== null} onClick={() => void save(file.id, file.name)}>
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
