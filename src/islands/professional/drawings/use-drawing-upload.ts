import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';
import type * as DrawingTransport from '~/islands/professional/drawings/professional-drawings';
import type { DrawingUploadResult } from '~/wire/professional-orders';
import { t } from '~/islands/professional/messages';
import { saveStorageSize } from '~/components/uploader/storage-size';
import { UPLOAD_LIMITS } from '~/lib/files/quotation-rules';
import { checkPickedFiles } from '~/lib/files/upload-limits';
import { remainingStorage } from '~/lib/files/storage-usage';
import { limitMessage } from '~/components/uploader/limits/limit-text';
import { $shopUser } from '~/stores/shop-user';
import { showToast } from '~/stores/toasts';

let transport: Promise<typeof DrawingTransport> | null = null;
/** The upload transport, imported on the first picked file: viewing drawings costs none of it. */
const loadDrawingTransport = () => (transport ??= import('~/islands/professional/drawings/professional-drawings'));

export type DrawingUploadState =
  | { kind: 'idle' }
  | { kind: 'refused'; message: string }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'failed'; name: string; message: string; file: File };

export interface DrawingUploadTarget {
  orderNo: string;
  /** The drawing the file revises; null adds a new drawing. */
  drawingId: number | null;
  /** Drawings the order has, for the per-order limit when adding one. */
  drawingCount: number;
}

/**
 * One file at a time into an order's drawings, under the uploader's rules (formats, 100 MB, 20
 * per order, the shop's storage), with progress, cancel and retry; the stored shop usage follows
 * the server's answer. `onUploaded` gets the new version.
 */
export function useDrawingUpload(target: DrawingUploadTarget, onUploaded: (result: DrawingUploadResult) => void) {
  const shop = useStore($shopUser).userInfo?.customer.shop;
  const [state, setState] = useState<DrawingUploadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ target, onUploaded });
  useEffect(() => {
    latest.current = { target, onUploaded };
  });
  useEffect(() => () => running.current?.abort(), []);

  async function start(file: File): Promise<void> {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'uploading', name: file.name, percent: 0 });
    const { orderNo, drawingId } = latest.current.target;
    try {
      const { uploadOrderDrawing } = await loadDrawingTransport();
      const result = await uploadOrderDrawing(orderNo, drawingId, file, {
        signal: controller.signal,
        onProgress: (loaded, total) => {
          const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
          setState((previous) => (previous.kind === 'uploading' && previous.percent !== percent ? { ...previous, percent } : previous));
        },
      });
      saveStorageSize(result.storageSize);
      showToast('success', t('professional.drawings.uploaded', { name: file.name, version: result.version.version }));
      setState({ kind: 'idle' });
      latest.current.onUploaded(result);
    } catch (error) {
      // Cancelled on purpose: back to the button. Otherwise the notifier showed the message too;
      // it stays here beside 重试 with the file kept.
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else setState({ kind: 'failed', name: file.name, message: error instanceof ApiError ? error.message : String(error), file });
    } finally {
      running.current = null;
    }
  }

  function pick(file: File): void {
    const { drawingId, drawingCount } = latest.current.target;
    // A revision replaces no drawing slot; a new drawing takes one of the order's 20.
    const { rejected } = checkPickedFiles([file], { existing: drawingId === null ? drawingCount : 0, remaining: remainingStorage(shop, []) });
    const [problem] = rejected;
    if (!problem) void start(file);
    else if (problem.code === 'count') setState({ kind: 'refused', message: t('professional.drawings.tooMany', { name: file.name, max: UPLOAD_LIMITS.maxFiles }) });
    else setState({ kind: 'refused', message: limitMessage(problem) });
  }

  const retry = () => {
    if (state.kind === 'failed') void start(state.file);
  };
  const cancel = () => running.current?.abort();
  const dismiss = () => setState({ kind: 'idle' });

  return { state, pick, retry, cancel, dismiss };
}
