import { useEffect, useRef, useState } from 'react';
import { saveBlob } from './save-blob';

/** null when idle; a percentage while running, or null in it when the size is unknown (no Content-Length). */
export type FileDownload = { percent: number | null } | null;

/**
 * Downloads one stored design file (with the bearer header) and saves it under its name, telling
 * the progress. One download at a time; leaving the page cancels it; a failure has already been
 * shown by the notifier, and the button is back for another try.
 */
export function useFileDownload(): { download: FileDownload; save: (fileId: number, name: string) => Promise<void> } {
  const [download, setDownload] = useState<FileDownload>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function save(fileId: number, name: string) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setDownload({ percent: 0 });
    try {
      // The file transport comes with the first download, not with the page.
      const { downloadStoredFile } = await import('~/components/uploader/upload');
      const blob = await downloadStoredFile(fileId, {
        signal: controller.signal,
        onProgress: (loaded, total) => setDownload({ percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : null }),
      });
      saveBlob(blob, name);
    } catch {
      // The notifier has shown why.
    } finally {
      running.current = null;
      setDownload(null);
    }
  }

  return { download, save };
}
