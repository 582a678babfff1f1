import { useEffect, useRef } from 'react';
import { markDraftFiles } from '~/components/uploader/draft-files';
import type { DraftKind } from '~/wire/files';
import { withMissingFiles, type MissingChange } from '~/lib/drafts/upload-draft-missing';

export interface DraftFilesAliveProps {
  kind: DraftKind;
  /** The draft's files on the server. */
  fileIds: readonly number[];
  /** The draft store's markMissing: the files the server says are gone leave the draft, their items wait for the file again or their removal. */
  markMissing: (change: MissingChange) => void;
  /** The first word has been answered (or could not be said): prices of the files may be asked for. */
  onChecked?: () => void;
}

const HOUR = 60 * 60 * 1000;
/** A tab shown again sooner than this after the last word changed nothing worth asking about. */
const AGAIN_AFTER = 10 * 1000;

/**
 * Tells the server which files the open draft uses (`fileIds`): when the page opens or comes back
 * (another tab, the browser's back-button cache), when a file joins the draft, and hourly, so the
 * shop keeps them while the draft is worked on and 我的文件 says which draft uses them. The files
 * the server says are gone (deleted in 我的文件, cleaned up) leave the draft through `markMissing`; `onChecked`
 * follows the first answer (or failure). Draws nothing. Loaded with the code a draft's page loads
 * after its first render (the uploader's transfers, step 3's extras): nothing of it is needed to draw.
 */
export function DraftFilesAlive(props: DraftFilesAliveProps) {
  const latest = useRef(props);
  const told = useRef(new Set<number>());
  const tellRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = props;
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
        if (missing && missing.length > 0) latest.current.markMissing((draft) => withMissingFiles(draft, new Set(missing)));
      }
      latest.current.onChecked?.();
    };
    const again = () => {
      if (document.visibilityState === 'visible' && Date.now() - last > AGAIN_AFTER) void tell();
    };
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) void tell();
    };
    tellRef.current = () => void tell();
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
  const idsKey = props.fileIds.join(',');
  useEffect(() => {
    if (latest.current.fileIds.some((id) => !told.current.has(id))) tellRef.current?.();
  }, [idsKey]);

  return null;
}
