import { persistentAtom } from '@nanostores/persistent';
import type { DrawingFile } from '../wire/files.ts';
import type { AddressField, AddressInput } from '../lib/address-validation.ts';
import { newProfessionalDraft, parseProfessionalDraft, type ProfessionalDraft } from '../lib/professional-draft.ts';
import type { UploadItem } from '../lib/quotation-draft.ts';
import { withCompletedUpload, withLostUploadsMarked, withoutUpload, withUploadPatch, withUploads } from '../lib/upload-list.ts';

/** localStorage key of the professional order being written. */
export const PROFESSIONAL_DRAFT_KEY = 'shop-professional-draft';

export const $professionalDraft = persistentAtom<ProfessionalDraft>(PROFESSIONAL_DRAFT_KEY, newProfessionalDraft(crypto.randomUUID()), {
  encode: JSON.stringify,
  decode: (raw) => parseProfessionalDraft(raw) ?? newProfessionalDraft(crypto.randomUUID()),
});

/** The picked files' bytes for this page's life, by item key (never persisted). */
export const professionalPickedFiles = new Map<string, File>();

function update(change: (draft: ProfessionalDraft) => ProfessionalDraft): void {
  $professionalDraft.set(change($professionalDraft.get()));
}

/**
 * Makes the stored draft `customerId`'s: another customer's (or nobody's) is replaced by a fresh
 * one, its address prefilled with `address` (the one this customer last ordered to).
 */
export function claimProfessionalDraft(customerId: number, address: AddressInput | null): void {
  const draft = $professionalDraft.get();
  if (draft.ownerId === customerId) return;
  professionalPickedFiles.clear();
  $professionalDraft.set(newProfessionalDraft(crypto.randomUUID(), customerId, address ?? undefined));
}

export type ProfessionalTextField = 'requirements' | 'quantity' | 'expectedDate';

export function editProfessionalField(field: ProfessionalTextField, value: string): void {
  update((draft) => ({ ...draft, [field]: value }));
}

export function editProfessionalAddress(field: AddressField, value: string): void {
  update((draft) => ({ ...draft, address: { ...draft.address, [field]: value } }));
}

export function addProfessionalUploads(items: UploadItem[]): void {
  update((draft) => withUploads(draft, items));
}

export function patchProfessionalUpload(key: string, patch: Partial<UploadItem>): void {
  update((draft) => withUploadPatch(draft, key, patch));
}

/** Records a finished upload: the server's file joins fileList and its item reads success. */
export function completeProfessionalUpload(key: string, file: DrawingFile): void {
  update((draft) => withCompletedUpload(draft, key, file));
}

/** Drops an item (and its server file from the draft) in any state. */
export function removeProfessionalUpload(key: string): void {
  professionalPickedFiles.delete(key);
  update((draft) => withoutUpload(draft, key).draft);
}

/** After a reload: items whose bytes are gone and that never reached the server must be picked again. */
export function markLostProfessionalUploads(): void {
  update((draft) => withLostUploadsMarked(draft, professionalPickedFiles));
}

/**
 * Clears the draft once its order exists: the next order starts with a new draft id (and so a
 * new idempotency key), keeping only the address it was sent to.
 */
export function resetProfessionalDraft(): void {
  professionalPickedFiles.clear();
  const { ownerId, address } = $professionalDraft.get();
  $professionalDraft.set(newProfessionalDraft(crypto.randomUUID(), ownerId, address));
}
