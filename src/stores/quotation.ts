import { persistentAtom } from '@nanostores/persistent';
import type { DrawingFile } from '../wire/files.ts';
import type { AddressInput } from '../lib/address-validation.ts';
import { parseQuotationDraft, type QuotationDraft, type UploadItem } from '../lib/quotation-draft.ts';
import { withCompletedUpload, withLostUploadsMarked, withoutUpload, withUploadPatch, withUploads } from '../lib/upload-list.ts';

/** localStorage key of the quotation in progress. */
export const QUOTATION_KEY = 'shop-quotation';

export const newDraftId = (): string => crypto.randomUUID();

export const emptyDraft = (ownerId: number | null = null): QuotationDraft => ({
  draftId: newDraftId(),
  ownerId,
  materialTypeId: 0,
  colour: null,
  fileList: [],
  uploadFileList: [],
  quantities: {},
  couponId: null,
  remarks: '',
  address: null,
});

export const $quotation = persistentAtom<QuotationDraft>(QUOTATION_KEY, emptyDraft(), {
  encode: JSON.stringify,
  decode: (raw) => parseQuotationDraft(raw) ?? emptyDraft(),
});

/** The picked files' bytes for this page's life, by item key (never persisted). */
export const pickedFiles = new Map<string, File>();

function update(change: (draft: QuotationDraft) => QuotationDraft): void {
  $quotation.set(change($quotation.get()));
}

/** Starts a fresh draft when the stored one belongs to someone else. */
export function claimDraft(customerId: number): void {
  if ($quotation.get().ownerId !== customerId) $quotation.set(emptyDraft(customerId));
}

export function chooseMaterial(materialId: number, colour: string | null = null): void {
  update((draft) => ({ ...draft, materialTypeId: materialId, colour }));
}

export function addUploadItems(items: UploadItem[]): void {
  update((draft) => withUploads(draft, items));
}

export function patchUploadItem(key: string, patch: Partial<UploadItem>): void {
  update((draft) => withUploadPatch(draft, key, patch));
}

/** Records a finished upload: the server's file joins fileList with quantity 1. */
export function completeUpload(key: string, file: DrawingFile): void {
  update((draft) => {
    const done = withCompletedUpload(draft, key, file);
    return { ...done, quantities: { ...done.quantities, [String(file.id)]: done.quantities[String(file.id)] ?? 1 } };
  });
}

/** Drops an item (and its server file from the quotation) in any state. */
export function removeUploadItem(key: string): void {
  pickedFiles.delete(key);
  update((draft) => {
    const { draft: rest, fileId } = withoutUpload(draft, key);
    if (fileId === null) return rest;
    const quantities = { ...rest.quantities };
    delete quantities[String(fileId)];
    return { ...rest, quantities };
  });
}

export function setQuantity(fileId: number, quantity: number): void {
  update((draft) => ({ ...draft, quantities: { ...draft.quantities, [String(fileId)]: quantity } }));
}

export function setCoupon(couponId: number | null): void {
  update((draft) => ({ ...draft, couponId }));
}

export function setRemarks(remarks: string): void {
  update((draft) => ({ ...draft, remarks }));
}

export function setQuotationAddress(address: AddressInput): void {
  update((draft) => ({ ...draft, address }));
}

/** After a reload: items whose bytes are gone and that never reached the server must be picked again. */
export function markLostUploads(): void {
  update((draft) => withLostUploadsMarked(draft, pickedFiles));
}

/** Clears everything: after the order is created, or when the customer starts over on purpose. */
export function resetQuotation(): void {
  pickedFiles.clear();
  $quotation.set(emptyDraft($quotation.get().ownerId));
}
