import { useEffect, useRef, useState } from 'react';
import { markDraftFiles } from '~/api/draft-files';
import type { DraftKind } from '~/wire/files';

const HOUR = 60 * 60 * 1000;
/** A tab shown again sooner than this after the last word changed nothing worth asking about. */
const AGAIN_AFTER = 10 * 1000;

/**
 * While a draft's page is open, tells the server that the draft uses its uploaded files
 * (`fileIds`): when the page opens or comes back (from another tab, or the browser's back
 * button), when a file joins the draft, and hourly, so the shop keeps them as long as the draft
 * is worked on and 我的文件 says which draft uses them. The files the server says are gone
 * (deleted in 我的文件, cleaned up) go to `onMissing`. A backend without the call changes
 * nothing. Answers whether the first word has been answered (or failed), for a page that should
 * not ask for prices of files that may be gone.
 */
export function useDraftFilesAlive(kind: DraftKind, fileIds: readonly number[], onMissing: (ids: readonly number[]) => void): boolean {
  const latest = useRef({ kind, fileIds, onMissing });
  const told = useRef(new Set<number>());
  const tellRef = useRef<(() => Promise<void>) | null>(null);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    latest.current = { kind, fileIds, onMissing };
  });

  useEffect(() => {
    const controller = new AbortController();
    let last = 0;
    const tell = async () => {
      const ids = latest.current.fileIds.slice(0, 100);
      if (ids.length > 0) {
        last = Date.now();
        for (const id of ids) told.current.add(id);
        const missing = await markDraftFiles({ kind: latest.current.kind, fileIds: ids }, controller.signal);
        if (controller.signal.aborted) return;
        if (missing && missing.length > 0) latest.current.onMissing(missing);
      }
      setChecked(true);
    };
    tellRef.current = tell;
    const again = () => {
      if (document.visibilityState === 'visible' && Date.now() - last > AGAIN_AFTER) void tell();
    };
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) void tell();
    };
    void tell();
    const timer = setInterval(() => void tell(), HOUR);
    document.addEventListener('visibilitychange', again);
    window.addEventListener('pageshow', shownAgain);
    return () => {
      controller.abort();
      tellRef.current = null;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('pageshow', shownAgain);
    };
  }, []);

  // A file uploaded since: the draft uses it too.
  const idsKey = fileIds.join(',');
  useEffect(() => {
    if (latest.current.fileIds.some((id) => !told.current.has(id))) void tellRef.current?.();
  }, [idsKey]);

  return checked;
}
