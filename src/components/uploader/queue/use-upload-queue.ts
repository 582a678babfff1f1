import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';
import { fileFormatOf, type UploadPurpose } from '~/lib/files/file-formats';
import { pickedUpload, type UploadItem } from '~/lib/drafts/upload-draft';
import { drawingFormatOf } from '~/lib/files/quotation-rules';
import type { UploadBinding } from '~/stores/upload-draft';
import { loadTransfers } from '../load-transfers';
import { forgetCadMesh } from './cad-meshes';
import { forgetRegions } from './printability-regions';
import { saveStorageSize } from '../storage-size';

/** Uploads at once; more wait as `ready`. Two keep each file's progress moving on a slow line. */
export const UPLOAD_CONCURRENCY = 2;

/** Answers that refuse the file itself (unreadable, too large, not what its name says): only another file helps. */
const REFUSED_STATUSES = new Set([400, 413, 415, 422]);

export interface UploadQueue {
  /** Adds files that passed the limit checks: they are measured and uploaded. */
  add: (files: readonly File[]) => void;
  retry: (key: string) => void;
  /** Puts new bytes behind an item that lost its own (a reload) or is being replaced. */
  replace: (key: string, file: File) => void;
  /** Removes an item in any state: aborts its upload, deletes its server file. */
  remove: (key: string) => Promise<void>;
  /** Items whose removal waits for the server. */
  removing: ReadonlySet<string>;
}

/** A freshly picked file, waiting for its upload. */
const newUploadItem = (key: string, file: File, purpose: UploadPurpose): UploadItem => pickedUpload(key, file.name, file.size, fileFormatOf(file.name, purpose));

/** Aborts a transfer and frees its slot at once, so the next one can start. */
function stop(running: Map<string, AbortController>, key: string): void {
  running.get(key)?.abort();
  running.delete(key);
}

/**
 * Runs the transfers of an uploader: measures every mesh and CAD file in a worker as soon as it is picked,
 * uploads `ready` items a few at a time with their progress, and keeps the stored shop usage in
 * step with the server's answers. State changes go through the binding's actions only.
 */
export function useUploadQueue(binding: UploadBinding): UploadQueue {
  const latest = useRef(binding);
  const uploads = useRef(new Map<string, AbortController>());
  const measurements = useRef(new Map<string, AbortController>());
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    latest.current = binding;
  });

  const itemOf = (key: string) => latest.current.items.find((item) => item.key === key);

  const pump = useCallback(function pump(): void {
    const { items, bytes } = latest.current;
    for (const item of items) {
      if (uploads.current.size >= UPLOAD_CONCURRENCY) return;
      const file = bytes.get(item.key);
      if (item.status === 'ready' && file && !uploads.current.has(item.key)) void upload(item.key, file);
    }

    async function upload(key: string, file: File): Promise<void> {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      const { draftId, kind, purpose, onPatch } = latest.current;
      onPatch(key, { status: 'uploading', progress: 0, error: null });
      let shown = 0;
      const onProgress = (loaded: number, total: number) => {
        const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
        if (percent === shown) return;
        shown = percent;
        latest.current.onPatch(key, { progress: percent });
      };
      const finish = () => {
        if (uploads.current.get(key) === controller) uploads.current.delete(key);
        return !controller.signal.aborted && itemOf(key) !== undefined;
      };
      try {
        const options = { signal: controller.signal, onProgress };
        const transfers = await loadTransfers();
        const upload = purpose === 'reference' ? transfers.uploadReferenceFile : transfers.uploadDrawingFile;
        const result = await upload(file, { draftId, kind }, options);
        if (finish()) {
          latest.current.onComplete(key, result.file);
          saveStorageSize(result.storageSize);
        }
      } catch (error) {
        // The notifier has shown the message too; the item keeps it next to its 重试, or next to
        // 重新选择 when the server refused the bytes themselves (sending them again cannot help).
        const refused = error instanceof ApiError && error.status !== null && REFUSED_STATUSES.has(error.status);
        if (finish()) latest.current.onPatch(key, { status: 'fail', progress: 0, error: error instanceof ApiError ? error.message : String(error), refused });
      }
      pump();
    }
  }, []);

  useEffect(pump, [binding.items, pump]);

  useEffect(() => {
    const running = uploads.current;
    const measuring = measurements.current;
    return () => {
      for (const controller of [...running.values(), ...measuring.values()]) controller.abort();
    };
  }, []);

  const measure = useCallback(async (key: string, file: File) => {
    const format = drawingFormatOf(file.name);
    if (format === null || format === 'zip') return;
    measurements.current.get(key)?.abort();
    const controller = new AbortController();
    measurements.current.set(key, controller);
    const { measureItem } = await loadTransfers();
    await measureItem(key, file, { signal: controller.signal, current: () => itemOf(key), patch: (patch) => latest.current.onPatch(key, patch) });
    if (measurements.current.get(key) === controller) measurements.current.delete(key);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { bytes, onAdd } = latest.current;
      const items = files.map((file) => {
        const item = newUploadItem(crypto.randomUUID(), file, latest.current.purpose);
        bytes.set(item.key, file);
        return item;
      });
      onAdd(items);
      for (const [index, item] of items.entries()) {
        const file = files[index];
        if (file) void measure(item.key, file);
      }
    },
    [measure],
  );

  const retry = useCallback((key: string) => {
    const item = itemOf(key);
    if (item?.status === 'fail' && !item.refused && latest.current.bytes.has(key)) latest.current.onPatch(key, { status: 'ready', progress: 0, error: null });
  }, []);

  const replace = useCallback(
    (key: string, file: File) => {
      const { bytes, onPatch } = latest.current;
      stop(uploads.current, key);
      bytes.set(key, file);
      const { key: _, ...fresh } = newUploadItem(key, file, latest.current.purpose);
      forgetRegions(key);
      forgetCadMesh(key);
      onPatch(key, { ...fresh, printability: null, cadStage: null, gone: false, refused: false });
      void measure(key, file);
    },
    [measure],
  );

  const remove = useCallback(async (key: string) => {
    const item = itemOf(key);
    if (!item) return;
    stop(uploads.current, key);
    stop(measurements.current, key);
    // A file put back from an earlier order still belongs to that order: only the draft lets go of it.
    if (item.fileId !== null && !item.fromOrder) {
      setRemoving((previous) => new Set(previous).add(key));
      try {
        const { deleteStoredFile } = await loadTransfers();
        saveStorageSize((await deleteStoredFile(item.fileId)).storageSize);
      } catch (error) {
        // Already gone on the server: nothing left to keep. Any other failure keeps the item (the notifier said why).
        if (!(error instanceof ApiError && error.status === 404)) return;
      } finally {
        setRemoving((previous) => {
          const next = new Set(previous);
          next.delete(key);
          return next;
        });
      }
    }
    latest.current.bytes.delete(key);
    forgetRegions(key);
    forgetCadMesh(key);
    latest.current.onRemove(key);
  }, []);

  return { add, retry, replace, remove, removing };
}
