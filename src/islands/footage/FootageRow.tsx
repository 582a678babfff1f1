import { useId } from 'react';
import type { Footage } from '~/wire/footage';
import { LINE, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/islands/footage/messages';
import { formatBytes } from '~/lib/format/bytes';
import { formatDateTime } from '~/lib/format/datetime';
import { percentOf } from '~/islands/footage/download-check';
import type { DownloadState } from './use-footage-download';

export interface FootageRowProps {
  footage: Footage;
  /** Downloads to show (the listed count, or more after a download on this page). */
  downloads: number;
  state: DownloadState | undefined;
  onDownload: () => void;
  onCancel: () => void;
}

/** One footage item: title, category, format, size, downloads, description, and its download. */
export function FootageRow({ footage, downloads, state, onDownload, onCancel }: FootageRowProps) {
  const id = useId();
  const busy = state?.phase === 'downloading' || state?.phase === 'verifying';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-6" data-footage-id={footage.id} aria-labelledby={`${id}-title`}>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-title`} className="font-semibold leading-snug wrap-anywhere">
            {footage.title}
          </h2>
          <span className="badge badge-soft badge-primary badge-sm">{t(`footage.category.${footage.category}`)}</span>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/75">
          <span>
            {t('footage.format')}：<span className="font-medium">{footage.format.toUpperCase()}</span>
          </span>
          <span>
            {t('footage.size')}：<span className="tabular-nums">{formatBytes(footage.size)}</span>
          </span>
          <span className="tabular-nums" data-testid="download-count">
            {t('footage.downloads', { count: downloads })}
          </span>
          <span className="tabular-nums">{t('footage.updated', { time: formatDateTime(footage.createdAt) })}</span>
        </p>
        <p className="text-sm text-base-content/85">{footage.description}</p>
        <Progress title={footage.title} state={state} idPrefix={id} />
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col sm:items-stretch">
        {busy ? (
          <button type="button" className="btn btn-outline btn-sm min-w-24" aria-label={t('footage.cancelNamed', { title: footage.title })} disabled={state.phase === 'verifying'} onClick={onCancel}>
            {t('footage.cancel')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-sm min-w-24" aria-label={t('footage.downloadNamed', { title: footage.title })} onClick={onDownload}>
            {t(state?.phase === 'failed' ? 'footage.retry' : 'footage.download')}
          </button>
        )}
      </div>
    </li>
  );
}

function Progress({ title, state, idPrefix }: { title: string; state: DownloadState | undefined; idPrefix: string }) {
  if (!state) return null;
  if (state.phase === 'downloading') {
    const percent = percentOf(state.loaded, state.total);
    const label = t('footage.progressLabel', { title });
    return (
      <div className="flex flex-col gap-1" data-testid="download-progress">
        <progress id={`${idPrefix}-progress`} className="progress progress-primary w-full" max={100} {...(percent === null ? {} : { value: percent })} aria-label={label} />
        <p className="text-xs text-base-content/75 tabular-nums" aria-live="off">
          {percent === null ? t('footage.progressUnknown', { loaded: formatBytes(state.loaded) }) : t('footage.progress', { percent, loaded: formatBytes(state.loaded), total: formatBytes(state.total) })}
        </p>
      </div>
    );
  }
  if (state.phase === 'verifying') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-base-content/75">
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        {t('footage.verifying')}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p role="alert" className="text-sm font-medium text-error" data-testid="download-error">
        {state.message}
      </p>
    );
  }
  return (
    <p role="status" className={`text-sm ${state.phase === 'done' ? 'text-success' : 'text-base-content/75'}`} data-testid="download-status">
      {t(state.phase === 'done' ? 'footage.done' : 'footage.cancelled')}
    </p>
  );
}

/** A footage row not loaded yet: its details take two lines on a phone, as they do for real. */
export function FootageRowSkeleton() {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-6" aria-hidden="true">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-center gap-2">
          <SkeletonText line={LINE.snug} width="w-40" />
          <SkeletonBox className="h-5 w-16 rounded-full" />
        </div>
        <div className="flex flex-col gap-1">
          <SkeletonText line={LINE.sm} width="w-full sm:w-96" />
          <SkeletonText line={LINE.sm} width="w-40 sm:hidden" />
        </div>
        <SkeletonText line={LINE.sm} width="w-3/4" />
      </div>
      <SkeletonBox className="h-8 w-24 rounded-field" />
    </div>
  );
}
