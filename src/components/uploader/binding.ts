import type { TransferOptions } from '~/api/file-transport';
import type { DrawingFile, UploadResult } from '~/wire/files';
import type { UploadPurpose } from '~/lib/file-formats';
import type { UploadItem } from '~/lib/quotation-draft';

/**
 * What an uploader works on: the items of one draft (a quotation, a professional order) kept in
 * that draft's store, and the store's actions. The uploader owns the transfers; the store owns
 * the state, so a reload keeps what reached the server.
 */
export interface UploadBinding {
  /** Groups the draft's uploads on the server (the 20-file limit counts per draft). */
  draftId: string;
  items: readonly UploadItem[];
  /** The draft's files as the server stored and measured them (its figures win). */
  files: readonly DrawingFile[];
  /** The picked files' bytes by item key, for this page's life only. */
  bytes: Map<string, File>;
  onAdd: (items: UploadItem[]) => void;
  onPatch: (key: string, patch: Partial<UploadItem>) => void;
  /** The upload succeeded: `file` is the server's record of it. */
  onComplete: (key: string, file: DrawingFile) => void;
  onRemove: (key: string) => void;
  /** Drawings (the default), or a design request's references, which also take pictures and PDFs. */
  purpose?: UploadPurpose;
  /** How to send one file; by default POST /api/shop-file into `draftId` (as a reference when `purpose` says so). */
  send?: (file: File, draftId: string, options: TransferOptions) => Promise<UploadResult>;
}
