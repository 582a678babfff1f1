import { readAddressInput, type AddressInput } from './address-input.ts';
import { isInt, isRecord, isString } from './json-guard.ts';
import { readUploadDraft, type UploadDraft } from './upload-draft.ts';

/**
 * The quotation in progress, in the seed's shape (`materialTypeId`, 0 until a material is chosen;
 * `fileList`, the files the server stored and measured; `uploadFileList`, the picked items with
 * their upload state; see docs/seed-rules.md), plus what the three steps need.
 */
export interface QuotationDraft extends UploadDraft {
  materialTypeId: number;
  colour: string | null;
  /** Quantity per server file id. */
  quantities: Record<string, number>;
  couponId: number | null;
  remarks: string;
  /** The shipping address as typed on step 3; null until the customer types one (the last order's is offered then). */
  address: AddressInput | null;
}

export const newQuotationDraft = (draftId: string, ownerId: number | null = null): QuotationDraft => ({
  draftId,
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

/**
 * Reads the stored quotation draft. Unreadable entries are dropped one by one rather than
 * losing the whole draft; a value that is not a draft at all is null (a fresh draft).
 */
export function parseQuotationDraft(raw: string | undefined): QuotationDraft | null {
  const read = readUploadDraft(raw);
  if (!read) return null;
  const { draft, stored } = read;
  const quantities: Record<string, number> = {};
  if (isRecord(stored['quantities'])) {
    for (const [id, quantity] of Object.entries(stored['quantities'])) {
      if (isInt(quantity) && quantity > 0) quantities[id] = quantity;
    }
  }
  const { materialTypeId, colour, couponId, remarks } = stored;
  return {
    ...draft,
    materialTypeId: isInt(materialTypeId) && materialTypeId >= 0 ? materialTypeId : 0,
    colour: isString(colour) ? colour : null,
    quantities,
    couponId: isInt(couponId) ? couponId : null,
    remarks: isString(remarks) ? remarks : '',
    address: readAddressInput(stored['address']),
  };
}
