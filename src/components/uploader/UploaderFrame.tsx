import type { ReactNode, Ref } from 'react';
import { t } from '~/components/uploader/messages';
import { formatBytes } from '~/lib/format/bytes';
import { acceptedExtensions, REFERENCE_MAX_BYTES, type UploadPurpose } from '~/lib/files/file-formats';
import { UNATTACHED_FILE_DAYS } from '~/lib/files/file-retention';
import { UPLOAD_LIMITS } from '~/lib/files/quotation-rules';
import { remainingStorage, storageUsage } from '~/lib/files/storage-usage';
import type { UploadItem } from '~/lib/drafts/upload-draft';
import type { ShopInfo } from '~/core/shell/customer';
import { DropZone } from './DropZone';

export interface UploaderFrameProps {
  title: string;
  titleId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The draft's upload items: their count, what they take of the storage left, and the live summary. */
  items: readonly UploadItem[];
  purpose: UploadPurpose;
  /** The customer's shop, for its storage. */
  shop: ShopInfo | undefined;
  onFiles: (files: File[]) => void;
  /** The pointer or focus came to the drop zone: a file may follow. */
  onIntent?: () => void;
  /** Why picked files were refused, and their dismissal. */
  notices?: readonly string[];
  onDismissNotices?: () => void;
  /** The list of files, or what stands for it. */
  children: ReactNode;
}

/**
 * What the uploader shows around its list: the heading and count, the drop zone with the limits
 * and the storage left, the shop's storage meter, the notices about refused files and the live
 * summary for screen readers. Light on purpose: a form without files draws it alone, before the
 * upload queue is loaded (DeferredUploader).
 */
export function UploaderFrame({ title, titleId, headingRef, items, purpose, shop, onFiles, onIntent, notices = [], onDismissNotices, children }: UploaderFrameProps) {
  const remaining = remainingStorage(shop, items);
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} onPointerEnter={onIntent} onFocus={onIntent}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {title}
        </h2>
        <span className="text-sm text-base-content/70 tabular-nums" data-file-count>
          {t('upload.count', { count: items.length, max: UPLOAD_LIMITS.maxFiles })}
        </span>
      </div>

      <DropZone onFiles={onFiles} accept={acceptedExtensions(purpose)}>
        <p>{purpose === 'reference' ? t('upload.referenceFormats', { maxMb: REFERENCE_MAX_BYTES / 1024 / 1024 }) : t('upload.formats')}</p>
        <p data-upload-limits>
          {t('upload.limits', {
            maxFiles: UPLOAD_LIMITS.maxFiles,
            maxMb: UPLOAD_LIMITS.maxBytes / 1024 / 1024,
            remaining: remaining === null ? t('upload.remainingUnknown') : formatBytes(remaining),
          })}
        </p>
        <p data-upload-expiry>{t('upload.unattached', { days: UNATTACHED_FILE_DAYS })}</p>
      </DropZone>

      {shop?.storageSize !== undefined && shop.storageQuota !== undefined && <StorageMeter size={shop.storageSize} quota={shop.storageQuota} />}

      {notices.length > 0 && (
        <div role="alert" className="alert alert-error alert-soft flex flex-col items-stretch gap-2" data-upload-notices>
          <ul className="flex flex-col gap-1">
            {notices.map((notice, index) => (
              <li key={index}>{notice}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-sm btn-ghost self-end" onClick={onDismissNotices}>
            {t('upload.dismiss')}
          </button>
        </div>
      )}

      {/* Transitions only (not every percent), so a screen reader hears when files finish or fail. */}
      <p className="sr-only" aria-live="polite">
        {items.length > 0 &&
          t('upload.summary', {
            done: items.filter((item) => item.status === 'success').length,
            busy: items.filter((item) => item.status === 'uploading' || item.status === 'ready').length,
            failed: items.filter((item) => item.status === 'fail').length,
          })}
      </p>

      {children}
    </section>
  );
}

/** What the list says while the draft has no files. */
export function NoFiles() {
  return <p className="py-4 text-center text-sm text-base-content/70">{t('upload.empty')}</p>;
}

function StorageMeter({ size, quota }: { size: number; quota: number }) {
  const usage = storageUsage(size, quota);
  const text = t('upload.storage', { used: formatBytes(size), quota: formatBytes(quota) });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span data-storage-used>{text}</span>
        <span className="text-base-content/70 tabular-nums">{t('upload.storagePercent', { percent: usage.percent.toFixed(1) })}</span>
      </div>
      <progress
        className={`progress h-2 w-full ${usage.level === 'full' ? 'progress-error' : usage.level === 'warning' ? 'progress-warning' : 'progress-primary'}`}
        value={usage.meter}
        max={100}
        aria-label={t('upload.storageMeter')}
        aria-valuetext={text}
      />
    </div>
  );
}
