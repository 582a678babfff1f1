import { lazy, Suspense, useId } from 'react';
import type { DrawingFile, Geometry } from '~/wire/files';
import { t } from '~/components/uploader/queue/messages';
import { formatBytes } from '~/lib/format/bytes';
import { formatArea, formatBbox, formatTriangles, formatVolume } from '~/components/uploader/geometry-text';
import type { UploadItem } from '~/lib/drafts/upload-draft';
import { volumeOf } from '~/lib/pricing/estimate-volume';
import { isReferenceFormat } from '~/lib/files/file-formats';
import { figuresInMillimetres } from '~/lib/pricing/inch-units';
import type { PrintabilityView } from '~/components/uploader/printability/printability-text';
import type { ComponentType } from 'react';
import { FileName } from '~/core/FileName';

export interface UploadItemActions {
  onRetry: () => void;
  onRemove: () => void;
  onRepick: (file: File) => void;
  /** Absent when the file cannot be previewed (not a mesh, or no bytes to show). */
  onPreview: (() => void) | null;
}

// Only design requests take pictures and PDFs: the quotation uploader does not ship their preview.
const ReferencePreview = lazy(() => import('./ReferencePreview').then((module) => ({ default: module.ReferencePreview })));
// Most files have no warnings: their words load for those that do.
const WarningList = lazy(() => import('./notes/WarningList').then((module) => ({ default: module.WarningList })));
// Comes with the first STEP or IGES file, like the parser: a page of meshes ships none of it.
const CadStatus = lazy(() => import('./notes/CadStatus').then((module) => ({ default: module.CadStatus })));

const statusBadge: Record<string, string> = {
  ready: 'badge-ghost',
  uploading: 'badge-info',
  success: 'badge-success',
  fail: 'badge-error',
  repick: 'badge-warning',
  gone: 'badge-warning',
};


/** One picked file: what it is, where its upload stands, its measured geometry and what can be done. */
export interface UploadItemRowProps {
  item: UploadItem;
  stored: DrawingFile | undefined;
  /** The picked bytes, while this page has them. */
  picked: File | null;
  /** The file input's `accept` for 重新选择. */
  accept: string;
  removing: boolean;
  /** The printability findings, when the draft has a process and material and the browser measured the part. */
  printability?: PrintabilityView | null;
  /** Draws the findings: it comes with the printability judgement (printability-view.ts), which a row with findings has loaded. */
  Findings?: ComponentType<{ view: PrintabilityView; nameId: string }> | undefined;
  /** The part was declared in inches (a quotation's choice): its figures are shown converted to millimetres. */
  inch?: boolean;
  actions: UploadItemActions;
}

export function UploadItemRow({ item, stored, picked, accept, removing, printability = null, Findings, inch = false, actions }: UploadItemRowProps) {
  const nameId = useId();
  const state = item.gone ? 'gone' : item.needsRepick ? 'repick' : item.status;
  // Sending the same bytes again helps after a failed transfer, not after the server refused the file.
  const pickAnother = item.needsRepick || item.refused === true;
  const statusText = item.gone
    ? t('upload.status.gone')
    : item.needsRepick
      ? t('upload.status.repick')
      : item.status === 'uploading'
        ? item.progress >= 100
          ? t('upload.status.processing')
          : t('upload.status.uploading', { percent: item.progress })
        : t(`upload.status.${item.status}`);
  // The server's figures once it has answered, the browser's until then.
  const measured: Geometry | null = stored ? stored.geometry : item.localGeometry;
  const geometry = measured && inch ? figuresInMillimetres(measured, 'inch') : measured;
  const warnings = stored ? stored.warnings : item.warnings;
  const volume = volumeOf(item, stored ? [stored] : []);
  // The server stores a picture by what its bytes are (a .jpg that is a PNG is a PNG).
  const format = stored?.format ?? item.format;
  const cad = format === 'step' || format === 'iges';
  // A failed upload measures nothing more worth waiting for: no spinner, its reason and 重试/移除 instead.
  const measuring = volume.kind === 'measuring' && item.status !== 'fail';

  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3 sm:p-4" aria-labelledby={nameId} data-status={state}>
      <div className="flex items-start gap-3">
        <span className="badge badge-outline mt-0.5 shrink-0 font-mono uppercase">{format ?? '?'}</span>
        <div className="flex min-w-0 flex-1 flex-col">
          <span id={nameId} className="font-medium wrap-anywhere" data-file-name>
            <FileName name={item.name} />
          </span>
          <span className="text-xs text-base-content/70 tabular-nums">{formatBytes(item.size)}</span>
        </div>
        <span className={`badge ${statusBadge[state] ?? 'badge-ghost'} shrink-0 whitespace-nowrap`} data-upload-status>
          {statusText}
        </span>
      </div>

      {item.status === 'uploading' && (
        <progress className="progress progress-info h-2 w-full" value={item.progress} max={100} aria-label={t('upload.progressOf', { name: item.name })} />
      )}

      {isReferenceFormat(format) ? (
        // A refused file is not what its name says: nothing to show.
        item.status !== 'fail' && (
          <Suspense fallback={<span className="skeleton size-16 rounded-box" role="status" aria-label={t('upload.previewLoading')} />}>
            <ReferencePreview name={item.name} format={format} picked={picked} fileId={item.fileId} />
          </Suspense>
        )
      ) : volume.kind === 'manual' && item.status !== 'fail' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="badge badge-warning">{t('upload.manual')}</span>
          <span className="text-base-content/70">{t('upload.manualHint')}</span>
        </p>
      ) : geometry ? (
        <div className="flex flex-col gap-1" data-geometry={stored ? 'server' : 'browser'}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
            <GeometryFigure label={t('upload.geometry.volume')} value={formatVolume(geometry.volume)} />
            <GeometryFigure label={t('upload.geometry.area')} value={formatArea(geometry.area)} />
            <GeometryFigure label={t('upload.geometry.bbox')} value={formatBbox(geometry.bbox)} wide />
            <GeometryFigure label={t('upload.geometry.triangles')} value={formatTriangles(geometry.triangles)} />
          </dl>
          <p className="text-xs text-base-content/70">{t(stored ? 'upload.geometry.byServer' : 'upload.geometry.byBrowser')}</p>
        </div>
      ) : (
        measuring &&
        !item.needsRepick &&
        !cad && (
          <p className="flex items-center gap-2 text-sm text-base-content/70">
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            {t('upload.measuring')}
          </p>
        )
      )}

      {cad && !item.needsRepick && (
        <Suspense fallback={null}>
          <CadStatus item={item} measured={geometry !== null && volume.kind === 'measured'} measuring={measuring} warnings={warnings} />
        </Suspense>
      )}

      {warnings.length > 0 && !cad && (
        <Suspense fallback={null}>
          <WarningList name={item.name} codes={warnings} />
        </Suspense>
      )}

      {printability && Findings && <Findings view={printability} nameId={nameId} />}

      {item.needsRepick ? (
        <p className="text-sm text-base-content/80" role="status">
          {t(item.gone ? 'upload.goneHint' : 'upload.repickHint')}
        </p>
      ) : (
        item.status === 'fail' &&
        item.error && (
          <p className="text-sm text-error" role="alert">
            {t('upload.failed', { message: item.error })}
          </p>
        )
      )}

      <div className="flex flex-wrap justify-end gap-2">
        {actions.onPreview && (
          <button type="button" className="btn btn-sm" aria-describedby={nameId} onClick={actions.onPreview}>
            {t('upload.preview')}
          </button>
        )}
        {item.status === 'fail' && !pickAnother && (
          <button type="button" className="btn btn-sm btn-primary" aria-describedby={nameId} onClick={actions.onRetry}>
            {t('upload.retry')}
          </button>
        )}
        {pickAnother && (
          <label className="btn btn-sm btn-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
            {t('upload.repick')}
            <input
              type="file"
              className="sr-only"
              accept={accept}
              aria-describedby={nameId}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) actions.onRepick(file);
              }}
            />
          </label>
        )}
        <button type="button" className="btn btn-sm btn-ghost text-error" aria-describedby={nameId} disabled={removing} onClick={actions.onRemove}>
          {removing ? t('upload.removing') : t('upload.remove')}
        </button>
      </div>
    </li>
  );
}

function GeometryFigure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`flex flex-col ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs text-base-content/70">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
