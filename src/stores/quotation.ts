import type { AddressInput } from '../lib/forms/address-input.ts';
import { newQuotationDraft, parseQuotationDraft } from '../lib/drafts/quotation-draft.ts';
import { QUOTATION_KEY } from '../core/shell/storage-keys.ts';
import { createUploadDraft } from './upload-draft.ts';

/** The quotation in progress, across its three steps. */
export const quotationDraft = createUploadDraft({
  key: QUOTATION_KEY,
  kind: 'quotation',
  fresh: (draftId, ownerId) => newQuotationDraft(draftId, ownerId),
  parse: parseQuotationDraft,
  // A finished upload is ordered once until the customer says otherwise.
  completed: (draft, file) => ({ ...draft, quantities: { ...draft.quantities, [String(file.id)]: draft.quantities[String(file.id)] ?? 1 } }),
  removed: (draft, fileId) => {
    // A removed file's choices may stay in `partOptions`: they are read only by the ids of
    // `fileList`, a server id is never given to another file, and the draft is emptied with its order.
    const quantities = { ...draft.quantities };
    delete quantities[String(fileId)];
    return { ...draft, quantities };
  },
});

export const $quotation = quotationDraft.$draft;
const { update } = quotationDraft;

export function chooseMaterial(materialId: number, colour: string | null = null): void {
  update((draft) => ({ ...draft, materialTypeId: materialId, colour }));
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
