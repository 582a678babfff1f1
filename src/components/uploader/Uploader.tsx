import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { t } from '~/i18n/t-uploader';
import { formatBytes } from '~/lib/bytes';
import { acceptedExtensions, REFERENCE_MAX_BYTES } from '~/lib/file-formats';
import { UNATTACHED_FILE_DAYS } from '~/lib/file-retention';
import { UNMEASURABLE_CODES } from '~/lib/measure-codes';
import { UPLOAD_LIMITS } from '~/lib/quotation-rules';
import { storageUsage } from '~/lib/storage-usage';
import { checkPickedFiles, remainingStorage, type LimitProblem } from '~/lib/upload-limits';
import type { PreviewSource } from '~/components/preview/PreviewDialog';
import { previewOfPicked, previewOfStored } from '~/components/preview/sources';
import type { MaterialLike, ProcessLike } from '~/lib/geometry/dfm/process-limits';
import type { UnitChoices } from '~/lib/parts-printability';
import { useLazyModule } from '~/hooks/use-lazy-module';
import { $shopUser } from '~/stores/shop-user';
import type { UploadBinding } from '~/stores/upload-draft';
import { cadPreviewOf } from './cad-meshes';
import { DropZone } from './DropZone';
import { UploadItemRow } from './UploadItemRow';
import { declaredInInches } from '~/lib/inch-units';
import { useUploadQueue } from './use-upload-queue';
import { loadTransfers } from './load-transfers';

// The printability judgement and its texts come in once a part has been analysed.
const loadPrintability = () => import('./printability-view');
// The dialog and three.js come in only when a customer opens a preview.
const PreviewDialog = lazy(() => import('~/components/preview/PreviewDialog').then((module) => ({ default: module.PreviewDialog })));

/** The process and material the parts are judged against, when the draft has chosen them. */
export interface PrintabilityCheck {
  /** Its build volume and minimum wall come from the catalogue, or the shop's table of processes (loaded with the judgement). */
  process: ProcessLike;
  /** Named in the heading of the findings. */
  material: MaterialLike & { name: string };
  /** The draft's per-part choices: a part declared in inches is judged at its real size. */
  choices?: UnitChoices;
}

/**
 * The design-drawing uploader: drop or pick files, see each one's checks, progress, measured
 * geometry and warnings, retry, remove, re-pick after a reload, and preview meshes in 3D.
 * Works on any draft through `binding` (the quotation, a professional order, a design request,
 * whose references may also be pictures and PDFs, shown as thumbnails). With `printability`
 * each measured part also shows whether it can be made with that process and material, and
 * its preview colours the thin walls and tiny pieces.
 */
export function Uploader({ binding, title = t('upload.title'), printability = null }: { binding: UploadBinding; title?: string; printability?: PrintabilityCheck | null }) {
  const queue = useUploadQueue(binding);
  const shop = useStore($shopUser).userInfo?.customer.shop;
  const [notices, setNotices] = useState<string[]>([]);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { items, files, bytes } = binding;
  const { purpose } = binding;
  const remaining = remainingStorage(shop, items);
  const judge = useLazyModule(printability !== null && items.some((item) => item.printability), loadPrintability).module;
  const uploaded = items.flatMap((item) => (item.fileId !== null && item.status === 'success' ? [item.fileId] : []));
  // A draft holding uploaded files tells the server it still uses them (with the transfers, which removing one needs anyway).
  const transfers = useLazyModule(uploaded.length > 0, loadTransfers).module;

  // The words for refused files come with the transfers (which an accepted file needs anyway).
  function say(rejected: readonly LimitProblem[]) {
    if (rejected.length === 0) setNotices([]);
    else void loadTransfers().then(({ limitMessage }) => setNotices(rejected.map(limitMessage)));
  }

  function addFiles(picked: File[]) {
    // A file the draft holds already (same name and size) is not added again; one waiting to be picked again is not held.
    const present = items.filter((item) => !item.needsRepick);
    const { accepted, rejected } = checkPickedFiles(picked, { existing: items.length, remaining, purpose, present });
    say(rejected);
    if (accepted.length) queue.add(accepted);
  }

  function repick(key: string, file: File) {
    const others = items.filter((item) => item.key !== key);
    const { rejected } = checkPickedFiles([file], { existing: others.length, remaining: remainingStorage(shop, others), purpose });
    say(rejected);
    if (!rejected.length) queue.replace(key, file);
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {title}
        </h2>
        <span className="text-sm text-base-content/70 tabular-nums" data-file-count>
          {t('upload.count', { count: items.length, max: UPLOAD_LIMITS.maxFiles })}
        </span>
      </div>

      <DropZone onFiles={addFiles} accept={acceptedExtensions(purpose)}>
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
          <button type="button" className="btn btn-sm btn-ghost self-end" onClick={() => setNotices([])}>
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

      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-base-content/70">{t('upload.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('upload.listLabel')}>
          {items.map((item) => {
            const stored = item.fileId === null ? undefined : files.find((file) => file.id === item.fileId);
            const picked = bytes.get(item.key);
            // A file that could not be measured could not be drawn either.
            const unreadable = (stored?.warnings ?? item.warnings).some((code) => UNMEASURABLE_CODES.has(code));
            const previewable = !unreadable && (picked !== undefined || stored !== undefined);
            const judged = judge && printability ? judge.printabilityOf(item, printability.process, printability.material, previewable, printability.choices, stored?.geometry, stored?.parts) : null;
            const highlight = judged?.highlight ?? null;
            const regions = judge && judged?.regions.length ? { regions: judged.regions, regionsTitle: judge.machiningLegend } : {};
            const source = unreadable
              ? null
              : (cadPreviewOf(item.key, item.name, highlight, regions) ?? (picked ? previewOfPicked(item.key, picked, item.format, highlight, regions) : stored ? previewOfStored(stored, highlight, regions) : null));
            return (
              <UploadItemRow
                key={item.key}
                item={item}
                stored={stored}
                picked={picked ?? null}
                accept={acceptedExtensions(purpose)}
                removing={queue.removing.has(item.key)}
                printability={judged?.view ?? null}
                Findings={judge?.PrintabilityFindings}
                inch={declaredInInches(printability?.choices?.partOptions[String(item.fileId)])}
                actions={{
                  onRetry: () => queue.retry(item.key),
                  onRemove: () =>
                    void queue.remove(item.key).then(() =>
                      requestAnimationFrame(() => {
                        // The removed row took the focused button with it: keep keyboard users in the uploader.
                        if (document.activeElement === document.body) heading.current?.focus();
                      }),
                    ),
                  onRepick: (file) => repick(item.key, file),
                  onPreview: source ? () => setPreview(source) : null,
                }}
              />
            );
          })}
        </ul>
      )}

      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog source={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
      {transfers && <transfers.DraftFilesAlive kind={binding.kind} fileIds={uploaded} markMissing={binding.markMissing} />}
    </section>
  );
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
