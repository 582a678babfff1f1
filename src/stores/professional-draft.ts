import type { AddressField, AddressInput } from '../lib/forms/address-input.ts';
import { newProfessionalDraft, parseProfessionalDraft } from '../lib/drafts/professional-draft.ts';
import { PROFESSIONAL_DRAFT_KEY } from '../core/shell/storage-keys.ts';
import { createUploadDraft } from './upload-draft.ts';

/** The professional order being written, with its drawings. */
export const professionalDraft = createUploadDraft({
  key: PROFESSIONAL_DRAFT_KEY,
  kind: 'professional',
  // The next order after a sent one keeps only the address it went to.
  fresh: (draftId, ownerId, previous) => newProfessionalDraft(draftId, ownerId, previous?.address),
  parse: parseProfessionalDraft,
});

export const $professionalDraft = professionalDraft.$draft;

/** Makes the stored draft `customerId`'s, its address prefilled with `address` (the one this customer last ordered to). */
export function claimProfessionalDraft(customerId: number, address: AddressInput | null): void {
  professionalDraft.claim(customerId, (draftId) => newProfessionalDraft(draftId, customerId, address ?? undefined));
}

export type ProfessionalTextField = 'requirements' | 'quantity' | 'expectedDate';

export function editProfessionalField(field: ProfessionalTextField, value: string): void {
  professionalDraft.update((draft) => ({ ...draft, [field]: value }));
}

export function editProfessionalAddress(field: AddressField, value: string): void {
  professionalDraft.update((draft) => ({ ...draft, address: { ...draft.address, [field]: value } }));
}
