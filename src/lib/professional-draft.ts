import type { DrawingFile } from '../wire/files.ts';
import { EMPTY_ADDRESS, readAddressInput, type AddressInput } from './address-input.ts';
import { readDrawingFile, readDraftObject, readUploadItem, type UploadItem } from './quotation-draft.ts';

/**
 * The professional order being written: every field as typed, and its drawings (the server's
 * files in `fileList`, the picked items with their upload state in `uploadFileList`, as in the
 * quotation draft). Kept in localStorage so a reload or a closed tab loses nothing.
 */
export interface ProfessionalDraft {
  /** Groups this draft's uploads on the server; also makes the order's idempotency key. */
  draftId: string;
  /** Customer the draft belongs to; another login starts a fresh draft. */
  ownerId: number | null;
  requirements: string;
  quantity: string;
  expectedDate: string;
  address: AddressInput;
  fileList: DrawingFile[];
  uploadFileList: UploadItem[];
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

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Reads the stored draft. A damaged field falls back to empty on its own rather than losing the
 * rest; a value that is not a draft at all (no draftId) is null, and a fresh draft starts.
 */
export function parseProfessionalDraft(raw: string | undefined): ProfessionalDraft | null {
  const value = readDraftObject(raw);
  if (!value) return null;
  const ownerId = value['ownerId'];
  return {
    draftId: value.draftId,
    ownerId: Number.isInteger(ownerId) && typeof ownerId === 'number' ? ownerId : null,
    requirements: text(value['requirements']),
    quantity: text(value['quantity'], '1'),
    expectedDate: text(value['expectedDate']),
    address: readAddressInput(value['address']) ?? EMPTY_ADDRESS,
    fileList: list(value['fileList']).map(readDrawingFile).filter((file) => file !== null),
    uploadFileList: list(value['uploadFileList']).map(readUploadItem).filter((item) => item !== null),
  };
}
