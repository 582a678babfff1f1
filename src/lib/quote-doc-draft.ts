import type { QuotationDraft as QuotationDraftAnswer } from '../wire/quote-docs.ts';
import type { QuotationDraft } from './quotation-draft.ts';

/**
 * The quotation draft a saved or shared quotation becomes: its files (already on the server, so
 * their items read success), quantities, each part's choices (those the server carried to the
 * material as it is offered now), material, colour and remarks, under the draft id the
 * server put the files in. Files of the customer's own quotation stay the quotation's: they are
 * marked `fromOrder`, which keeps the uploader from deleting them when removed from the draft;
 * a colleague's files are fresh copies in the reader's name, removable like any upload.
 */
export function draftFromQuotation(customerId: number, answer: QuotationDraftAnswer, newId: () => string): QuotationDraft {
  return {
    draftId: answer.draftId,
    ownerId: customerId,
    materialTypeId: answer.materialId ?? 0,
    colour: answer.colour,
    fileList: answer.items.map(({ file }) => file),
    uploadFileList: answer.items.map(({ file }) => ({
      key: newId(),
      name: file.name,
      size: file.size,
      format: file.format,
      status: 'success',
      progress: 100,
      fileId: file.id,
      localGeometry: null,
      warnings: file.warnings,
      error: null,
      needsRepick: false,
      ...(answer.copied ? {} : { fromOrder: true }),
    })),
    quantities: Object.fromEntries(answer.items.map(({ file, quantity }) => [String(file.id), quantity])),
    partOptions: Object.fromEntries(answer.items.flatMap(({ file, options }) => (options === undefined ? [] : [[String(file.id), options]]))),
    couponId: null,
    remarks: answer.remarks,
    address: null,
  };
}
