import { useCallback, useEffect, useRef, useState } from 'react';
import type { Footage } from '~/wire/footage';
import { ApiError } from '~/core/errors';
import { downloadFootage } from '~/islands/footage/footage';
import { t } from '~/islands/footage/messages';
import { saveBlob } from '~/components/ui/save-blob';
import { downloadMatches } from '~/islands/footage/download-check';
import { showToast } from '~/stores/toasts';

export type DownloadState =
  | { phase: 'downloading'; loaded: number; total: number }
  | { phase: 'verifying' }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' }
  | { phase: 'done' };

/** Fewest milliseconds between two progress renders of one download (a 50 MB file has ~800 chunks). */
const PROGRESS_EVERY_MS = 100;

/**
 * Downloads footage with the bearer header, streaming with progress, checks the bytes' SHA-256
 * against the listed one and only then saves the file under its name. Each item downloads on
 * its own and can be cancelled; `counts` holds each item's download count as this page last
 * knew it after a download of its own (at least one more than listed then).
 */
export function useFootageDownloads() {
  const [states, setStates] = useState<ReadonlyMap<number, DownloadState>>(new Map());
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const controllers = useRef(new Map<number, AbortController>());

  const put = useCallback((id: number, state: DownloadState) => setStates((previous) => new Map(previous).set(id, state)), []);

  useEffect(() => {
    const running = controllers.current;
    // Leaving the page stops what is still downloading.
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  async function start(footage: Footage) {
    if (controllers.current.has(footage.id)) return;
    const controller = new AbortController();
    controllers.current.set(footage.id, controller);
    put(footage.id, { phase: 'downloading', loaded: 0, total: footage.size });
    let shownAt = 0;
    try {
      const blob = await downloadFootage(footage.id, {
        signal: controller.signal,
        onProgress: (loaded, total) => {
          const now = performance.now();
          if (now - shownAt < PROGRESS_EVERY_MS && loaded < total) return;
          shownAt = now;
          put(footage.id, { phase: 'downloading', loaded, total: total || footage.size });
        },
      });
      put(footage.id, { phase: 'verifying' });
      const matches = await downloadMatches(blob, footage);
      if (controller.signal.aborted) throw new ApiError('aborted', '', null, true);
      if (!matches) {
        put(footage.id, { phase: 'failed', message: t('footage.hashMismatch') });
        return;
      }
      saveBlob(blob, footage.fileName);
      setCounts((previous) => new Map(previous).set(footage.id, Math.max(footage.downloads, previous.get(footage.id) ?? 0) + 1));
      put(footage.id, { phase: 'done' });
      showToast('success', t('footage.saved', { fileName: footage.fileName }));
    } catch (error) {
      // A failed call was shown by the notifier (a 401 sends to login); the row says so too.
      if (error instanceof ApiError && error.kind === 'aborted') put(footage.id, { phase: 'cancelled' });
      else put(footage.id, { phase: 'failed', message: t('footage.failed', { message: error instanceof Error ? error.message : String(error) }) });
    } finally {
      controllers.current.delete(footage.id);
    }
  }

  function cancel(id: number) {
    controllers.current.get(id)?.abort();
  }

  /** The count to show: the listed one, or more when this page downloaded it since. */
  const countOf = (footage: Footage) => Math.max(footage.downloads, counts.get(footage.id) ?? 0);

  return { states, countOf, start: (footage: Footage) => void start(footage), cancel };
}
