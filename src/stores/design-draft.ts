import { persistentAtom } from '@nanostores/persistent';
import type { DrawingFile } from '../wire/files.ts';
import { newDesignDraft, parseDesignDraft, type DesignDraft } from '../lib/design-draft.ts';
import type { UploadItem } from '../lib/quotation-draft.ts';
import { withCompletedUpload, withLostUploadsMarked, withoutUpload, withUploadPatch, withUploads } from '../lib/upload-list.ts';

/** localStorage key of the design request being written. */
export const DESIGN_DRAFT_KEY = 'shop-design-draft';

export const $designDraft = persistentAtom<DesignDraft>(DESIGN_DRAFT_KEY, newDesignDraft(crypto.randomUUID()), {
  encode: JSON.stringify,
  decode: (raw) => parseDesignDraft(raw) ?? newDesignDraft(crypto.randomUUID()),
});

/** The picked files' bytes for this page's life, by item key (never persisted). */
export const designPickedFiles = new Map<string, File>();

function update(change: (draft: DesignDraft) => DesignDraft): void {
  $designDraft.set(change($designDraft.get()));
}

/** Makes the stored draft `customerId`'s: another customer's (or nobody's) is replaced by a fresh one. */
export function claimDesignDraft(customerId: number): void {
  if ($designDraft.get().ownerId === customerId) return;
  designPickedFiles.clear();
  $designDraft.set(newDesignDraft(crypto.randomUUID(), customerId));
}

export type DesignTextField = 'packageOrderNo' | 'title' | 'brief';

export function editDesignField(field: DesignTextField, value: string): void {
  update((draft) => ({ ...draft, [field]: value }));
}

export function addDesignUploads(items: UploadItem[]): void {
  update((draft) => withUploads(draft, items));
}

export function patchDesignUpload(key: string, patch: Partial<UploadItem>): void {
  update((draft) => withUploadPatch(draft, key, patch));
}

/** Records a finished upload: the server's file joins fileList and its item reads success. */
export function completeDesignUpload(key: string, file: DrawingFile): void {
  update((draft) => withCompletedUpload(draft, key, file));
}

/** Drops an item (and its server file from the draft) in any state. */
export function removeDesignUpload(key: string): void {
  designPickedFiles.delete(key);
  update((draft) => withoutUpload(draft, key).draft);
}

/** After a reload: items whose bytes are gone and that never reached the server must be picked again. */
export function markLostDesignUploads(): void {
  update((draft) => withLostUploadsMarked(draft, designPickedFiles));
}

/** Clears the draft once its request exists: the next one starts with a new draft id (and so a new idempotency key). */
export function resetDesignDraft(): void {
  designPickedFiles.clear();
  $designDraft.set(newDesignDraft(crypto.randomUUID(), $designDraft.get().ownerId));
}
