import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import type { UploadPurpose } from '../lib/files/file-formats.ts';
import {
  withCompletedUpload,
  withLostUploadsMarked,
  withoutUpload,
  withUploadPatch,
  withUploads,
  type UploadDraft,
  type UploadItem,
} from '../lib/drafts/upload-draft.ts';
import type { MissingChange } from '../lib/drafts/upload-draft-missing.ts';
import type { DraftKind, DrawingFile } from '../wire/files.ts';

/**
 * What the uploader works on: the items of one draft kept in that draft's store, and the store's
 * actions. The uploader owns the transfers; the store owns the state, so a reload keeps what
 * reached the server.
 */
export interface UploadBinding {
  /** Groups the draft's uploads on the server (the file limit counts per draft). */
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
  /** Drawings, or a design request's references, which also take pictures and PDFs. */
  purpose: UploadPurpose;
  /** What the draft is, for the server's record of which files open drafts use. */
  kind: DraftKind;
  /** Files the server says are gone leave the draft by `change` (withMissingFiles): their items wait for the file again or their removal. */
  markMissing: (change: MissingChange) => void;
}

export interface UploadDraftOptions<D extends UploadDraft> {
  /** localStorage key. */
  key: string;
  /** A new draft; `previous` is the one it replaces for the same customer (after a reset), if any. */
  fresh: (draftId: string, ownerId: number | null, previous?: D) => D;
  /** Reads the stored text back; null when it is not a draft, and a fresh one starts. */
  parse: (raw: string | undefined) => D | null;
  purpose?: UploadPurpose;
  kind: DraftKind;
  /** What else a finished upload changes in the draft (the quotation starts its quantity at 1). */
  completed?: (draft: D, file: DrawingFile) => D;
  /** What else leaves with a removed server file (the quotation's quantity of it). */
  removed?: (draft: D, fileId: number) => D;
}

export interface UploadDraftStore<D extends UploadDraft> {
  $draft: WritableAtom<D>;
  /** The picked files' bytes for this page's life, by item key (never persisted). */
  picked: Map<string, File>;
  update: (change: (draft: D) => D) => void;
  /**
   * Makes the stored draft `customerId`'s: another customer's (or nobody's) is replaced by a fresh
   * one, made by `start` when the caller has something to prefill.
   */
  claim: (customerId: number, start?: (draftId: string) => D) => void;
  /** Starts over for the same customer once the draft became an order or request: a new draft id, so a new idempotency key too. */
  reset: () => void;
  addUploads: (items: UploadItem[]) => void;
  patchUpload: (key: string, patch: Partial<UploadItem>) => void;
  /** Records a finished upload: the server's file joins fileList and its item reads success. */
  completeUpload: (key: string, file: DrawingFile) => void;
  /** Drops an item (and its server file from the draft) in any state. */
  removeUpload: (key: string) => void;
  /** After a reload: items whose bytes are gone and that never reached the server must be picked again. */
  markLostUploads: () => void;
  /** Items whose server file is gone must be picked again or removed (`change`: withMissingFiles); the rest of the draft stays. */
  markMissing: (change: MissingChange) => void;
  /** The uploader's view of the draft as it is now. */
  binding: (draft: D) => UploadBinding;
}

const newDraftId = (): string => crypto.randomUUID();

/**
 * Makes the store of a draft with uploads (the quotation, a professional order, a design
 * request): persisted in localStorage, owned by one customer, with the picked files' bytes, the
 * upload actions and the uploader's binding. Each draft adds only its own fields and actions.
 */
export function createUploadDraft<D extends UploadDraft>(options: UploadDraftOptions<D>): UploadDraftStore<D> {
  const { fresh, parse, purpose = 'drawing' } = options;
  const $draft = persistentAtom<D>(options.key, fresh(newDraftId(), null), {
    encode: JSON.stringify,
    decode: (raw) => parse(raw) ?? fresh(newDraftId(), null),
  });
  const picked = new Map<string, File>();
  const update = (change: (draft: D) => D): void => $draft.set(change($draft.get()));

  const store: UploadDraftStore<D> = {
    $draft,
    picked,
    update,
    claim(customerId, start = (draftId) => fresh(draftId, customerId)) {
      if ($draft.get().ownerId === customerId) return;
      picked.clear();
      $draft.set(start(newDraftId()));
    },
    reset() {
      picked.clear();
      const previous = $draft.get();
      $draft.set(fresh(newDraftId(), previous.ownerId, previous));
    },
    addUploads: (items) => update((draft) => withUploads(draft, items)),
    patchUpload: (key, patch) => update((draft) => withUploadPatch(draft, key, patch)),
    completeUpload: (key, file) =>
      update((draft) => {
        const done = withCompletedUpload(draft, key, file);
        return options.completed ? options.completed(done, file) : done;
      }),
    removeUpload(key) {
      picked.delete(key);
      update((draft) => {
        const { draft: rest, fileId } = withoutUpload(draft, key);
        return fileId !== null && options.removed ? options.removed(rest, fileId) : rest;
      });
    },
    markLostUploads: () => update((draft) => withLostUploadsMarked(draft, picked)),
    markMissing(change) {
      update((draft) => {
        const { draft: marked, fileIds } = change(draft);
        const { removed } = options;
        return removed ? fileIds.reduce(removed, marked) : marked;
      });
    },
    binding: (draft) => ({
      draftId: draft.draftId,
      items: draft.uploadFileList,
      files: draft.fileList,
      bytes: picked,
      onAdd: store.addUploads,
      onPatch: store.patchUpload,
      onComplete: store.completeUpload,
      onRemove: store.removeUpload,
      purpose,
      kind: options.kind,
      markMissing: store.markMissing,
    }),
  };
  return store;
}
