import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { t } from '~/components/uploader/queue/messages';
import { acceptedExtensions, hasMeshPreview } from '~/lib/files/file-formats';
import { UNMEASURABLE_CODES } from '~/lib/files/measure-codes';
import { remainingStorage } from '~/lib/files/storage-usage';
import { checkPickedFiles, type LimitProblem } from '~/lib/files/upload-limits';
import type { PreviewSource } from '~/components/preview/PreviewDialog';
import type { MaterialLike, ProcessLike } from '~/lib/geometry/dfm/process-limits';
import type { UnitChoices } from '~/lib/geometry/parts-printability';
import { loadAgain, useLazyModule } from '~/components/ui/use-lazy-module';
import { $shopUser } from '~/stores/shop-user';
import type { UploadBinding } from '~/stores/upload-draft';
import { cadPreviewOf } from './cad-meshes';
import { NoFiles, UploaderFrame } from '../UploaderFrame';
import { UploadItemRow } from './UploadItemRow';
import { declaredInInches } from '~/lib/pricing/inch-units';
import { useUploadQueue } from './use-upload-queue';
import { loadTransfers } from '../load-transfers';

const loadDraftFilesAlive = () => import('../DraftFilesAlive');
// The printability judgement and its texts come in once a part has been analysed.
const loadPrintability = () => import('../printability/printability-view');
// The dialog and three.js come in only when a customer opens a preview.
const PreviewDialog = lazy(() => import('~/components/preview/PreviewDialog').then((module) => ({ default: module.PreviewDialog })));
// What a preview draws from (the picked bytes, or the stored file's download) is made when one is opened.
let sourcesAttempt = 0;
/** A click after a failed load is a retry (see loadAgain). */
const loadSources = () => loadAgain(() => import('~/components/preview/sources'), sourcesAttempt++, 'previewOfPicked');

/** The process and material the parts are judged against, when the draft has chosen them. */
export interface PrintabilityCheck {
  /** Its build volume and minimum wall come from the catalogue, or the shop's table of processes (loaded with the judgement). */
  process: ProcessLike;
  /** Named in the heading of the findings. */
  material: MaterialLike & { name: string };
  /** The draft's per-part choices: a part declared in inches is judged at its real size. */
  choices?: UnitChoices;
}

export interface UploaderProps {
  binding: UploadBinding;
  title?: string;
  printability?: PrintabilityCheck | null;
  /** Files picked or dropped on the frame drawn before the uploader loaded (DeferredUploader): added once, as a pick would. */
  initialFiles?: readonly File[];
  /** The keyboard was on the frame's 选择文件 when those files came: it goes back there. */
  focusPicker?: boolean;
}

/**
 * The design-drawing uploader: drop or pick files, see each one's checks, progress, measured
 * geometry and warnings, retry, remove, re-pick after a reload, and preview meshes in 3D.
 * Works on any draft through `binding` (the quotation, a professional order, a design request,
 * whose references may also be pictures and PDFs, shown as thumbnails). With `printability`
 * each measured part also shows whether it can be made with that process and material, and
 * its preview colours the thin walls and tiny pieces.
 */
export function Uploader({ binding, title = t('upload.title'), printability = null, initialFiles, focusPicker = false }: UploaderProps) {
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
  // A draft holding uploaded files tells the server it still uses them: that word alone, without the
  // transfers (upload, measuring worker), which come with the first new file, removal or preview download.
  const alive = useLazyModule(uploaded.length > 0, loadDraftFilesAlive).module;

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

  const initial = useRef(initialFiles);
  useEffect(() => {
    const picked = initial.current;
    initial.current = undefined;
    if (!picked?.length) return;
    addFiles([...picked]);
    if (focusPicker && document.activeElement === document.body) heading.current?.closest('section')?.querySelector<HTMLInputElement>('input[type=file]')?.focus();
    // Once, at mount: later picks come through the drop zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function repick(key: string, file: File) {
    const others = items.filter((item) => item.key !== key);
    const { rejected } = checkPickedFiles([file], { existing: others.length, remaining: remainingStorage(shop, others), purpose });
    say(rejected);
    if (!rejected.length) queue.replace(key, file);
  }

  return (
    <UploaderFrame
      title={title}
      titleId={titleId}
      headingRef={heading}
      items={items}
      purpose={purpose}
      shop={shop}
      onFiles={addFiles}
      notices={notices}
      onDismissNotices={() => setNotices([])}
    >
      {items.length === 0 ? (
        <NoFiles />
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
            const cad = unreadable ? null : cadPreviewOf(item.key, item.name, highlight, regions);
            const viewable = !unreadable && (cad !== null || (picked ? hasMeshPreview(item.format) : stored ? hasMeshPreview(stored.format, stored.geometry != null) : false));
            const openPreview = () => {
              if (cad) return setPreview(cad);
              loadSources().then(
                ({ previewOfPicked, previewOfStored }) => setPreview(picked ? previewOfPicked(item.key, picked, item.format, highlight, regions) : stored ? previewOfStored(stored, highlight, regions) : null),
                // Offline: said in the uploader's notices, as a refused file is; the button stays for another try.
                () => setNotices([t('error.network')]),
              );
            };
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
                  onPreview: viewable ? openPreview : null,
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
      {alive && <alive.DraftFilesAlive kind={binding.kind} fileIds={uploaded} markMissing={binding.markMissing} />}
    </UploaderFrame>
  );
}
