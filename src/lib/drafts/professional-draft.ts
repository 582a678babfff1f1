import { EMPTY_ADDRESS, readAddressInput, type AddressInput } from '../forms/address-input.ts';
import { textOr } from '../json-guard.ts';
import { readUploadDraft, type UploadDraft } from './upload-draft.ts';

/**
 * The professional order being written: every field as typed, and its drawings. Kept in
 * localStorage so a reload or a closed tab loses nothing.
 */
export interface ProfessionalDraft extends UploadDraft {
  requirements: string;
  quantity: string;
  expectedDate: string;
  address: AddressInput;
}

export const newProfessionalDraft = (draftId: string, ownerId: number | null = null, address: AddressInput = EMPTY_ADDRESS): ProfessionalDraft => ({
  draftId,
  ownerId,
  requirements: '',
  quantity: '1',
  expectedDate: '',
  address,
  fileList: [],
  uploadFileList: [],
});

/**
 * Reads the stored draft. A damaged field falls back to empty on its own rather than losing the
 * rest; a value that is not a draft at all (no draftId) is null, and a fresh draft starts.
 */
export function parseProfessionalDraft(raw: string | undefined): ProfessionalDraft | null {
  const read = readUploadDraft(raw);
  if (!read) return null;
  const { draft, stored } = read;
  return {
    ...draft,
    requirements: textOr(stored['requirements']),
    quantity: textOr(stored['quantity'], '1'),
    expectedDate: textOr(stored['expectedDate']),
    address: readAddressInput(stored['address']) ?? EMPTY_ADDRESS,
  };
}
