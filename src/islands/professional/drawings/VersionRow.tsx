import type { DrawingVersion } from '~/wire/professional-orders';
import { t } from '~/islands/professional/messages';
import { formatBytes } from '~/lib/format/bytes';
import { formatDateTime } from '~/lib/format/datetime';
import { formatBbox, formatTriangles, formatVolume } from '~/components/uploader/geometry-text';
import { meshWarningTexts } from '~/components/uploader/queue/notes/mesh-warning-text';
import { isBroken } from '~/lib/files/measure-codes';
import { Figure } from '~/components/ui/Figure';
import { useFileDownload } from '~/components/ui/use-file-download';
import { FileName } from '~/core/FileName';

/** One version of a drawing: its file, figures, 人工报价 or 需重新导出, and 3D 预览 / 下载. */
export function VersionRow({ version, latest, onPreview }: { version: DrawingVersion; latest: boolean; onPreview: (() => void) | null }) {
  const { download, save } = useFileDownload();
  const versionText = t('professional.drawings.version', { version: version.version });
  // Every row has the same buttons: the hidden part of their names says which file they act on.
  const whose = t('professional.drawings.versionOf', { name: version.name, version: version.version });

  const warnings = version.geometry ? meshWarningTexts(version.warnings) : [];
  return (
    <li className="flex flex-col gap-2 py-3" data-version={version.version}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="badge badge-neutral badge-sm whitespace-nowrap">{versionText}</span>
        {latest && <span className="badge badge-primary badge-soft badge-sm">{t('professional.drawings.latest')}</span>}
        <span className="min-w-0 flex-1 font-medium wrap-anywhere" data-file-name>
          <FileName name={version.name} />
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Figure label={t('professional.drawings.size')} value={formatBytes(version.size)} />
        <Figure label={t('professional.drawings.format')} value={version.format.toUpperCase()} />
        <Figure label={t('professional.drawings.uploadedAt')} value={formatDateTime(version.createdAt)} wide />
        {version.geometry && (
          <>
            <Figure label={t('upload.geometry.volume')} value={formatVolume(version.geometry.volume)} />
            <Figure label={t('upload.geometry.triangles')} value={formatTriangles(version.geometry.triangles)} />
            <Figure label={t('upload.geometry.bbox')} value={formatBbox(version.geometry.bbox)} wide />
          </>
        )}
      </dl>
      {/* A file nobody can read is not quoted by hand either: it needs a new version. */}
      {!version.geometry && isBroken(version.warnings) && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-broken>
          <span className="badge badge-error badge-sm">{t('professional.drawings.broken')}</span>
          <span className="text-base-content/70">{t('professional.drawings.brokenHint')}</span>
        </p>
      )}
      {!version.geometry && !isBroken(version.warnings) && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-manual>
          <span className="badge badge-warning badge-sm">{t('upload.manual')}</span>
          <span className="text-base-content/70">{t('upload.manualHint')}</span>
        </p>
      )}
      {warnings.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('upload.warningsOf', { name: version.name })}>
          {warnings.map((text) => (
            <li key={text} className="rounded bg-warning/15 px-2 py-1">
              ⚠ {text}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onPreview && (
          <button type="button" className="btn btn-sm" onClick={onPreview}>
            {t('upload.preview')}
            <span className="sr-only">{whose}</span>
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => void save(version.id, version.name)}
          disabled={download !== null}
        >
          {download === null
            ? t('professional.drawings.download')
            : download.percent === null
              ? t('professional.drawings.downloadingUnknown')
              : t('professional.drawings.downloading', { percent: download.percent })}
          <span className="sr-only">{whose}</span>
        </button>
      </div>
    </li>
  );
}
