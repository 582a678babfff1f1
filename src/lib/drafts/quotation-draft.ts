import { readAddressInput, type AddressInput } from '../forms/address-input.ts';
import { isInt, isRecord, isString } from '../json-guard.ts';
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
  /**
   * The choices of each part (units, finish and colour, lead time) per server file id, as stored:
   * read with `partOptionsOf` (src/lib/pricing/part-options.ts), which checks them and carries them to the
   * material (a file without readable choices has the defaults). Only sent and shown for a
   * material whose catalogue entry has `pricing`. Checked where they are used, which the pages
   * load beside their first render, so the draft's own reading stays small.
   */
  partOptions: Record<string, unknown>;
  /**
   * Each part's 2D drawing and call-outs per server file id, as stored: read with
   * readDraftCallouts (src/components/callouts/callout-text.ts) where they are used. Absent in a draft without any.
   */
  lineCallouts?: Record<string, unknown>;
  /**
   * Each assembly's parts list as the customer changed it (parts left out, counts per set) per
   * server file id, as stored: read with readAssemblyChoice (src/lib/drafts/assembly-draft.ts) where it
   * is used. Absent in a draft without changes; only for files the server answered with `parts`.
   */
  assemblies?: Record<string, unknown>;
  couponId: number | null;
  remarks: string;
  /** The shipping address as typed on step 3; null until the customer types one (the last order's is offered then). */
  address: AddressInput | null;
  /**
   * The saved quotation this draft was made of, with its own figures (reference API), as stored:
   * step 3 reads it with readQuotedOrigin (quoted-origin.ts) to compare today's price with them.
   */
  fromQuotation?: unknown;
}

export const newQuotationDraft = (draftId: string, ownerId: number | null = null): QuotationDraft => ({
  draftId,
  ownerId,
  materialTypeId: 0,
  colour: null,
  fileList: [],
  uploadFileList: [],
  quantities: {},
  partOptions: {},
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
    ...(stored['fromQuotation'] === undefined ? {} : { fromQuotation: stored['fromQuotation'] }),
    ...draft,
    materialTypeId: isInt(materialTypeId) && materialTypeId >= 0 ? materialTypeId : 0,
    colour: isString(colour) ? colour : null,
    quantities,
    partOptions: isRecord(stored['partOptions']) ? stored['partOptions'] : {},
    ...(isRecord(stored['lineCallouts']) && { lineCallouts: stored['lineCallouts'] }),
    ...(isRecord(stored['assemblies']) && { assemblies: stored['assemblies'] }),
    couponId: isInt(couponId) ? couponId : null,
    remarks: isString(remarks) ? remarks : '',
    address: readAddressInput(stored['address']),
  };
}
