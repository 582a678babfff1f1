import type { QuotationDraft as QuotationDraftAnswer } from '../../wire/quote-docs.ts';
import type { QuotationDraft } from './quotation-draft.ts';
import { draftOfStoredParts } from './stored-files-draft.ts';

/**
 * The quotation draft a saved or shared quotation becomes: its files (already on the server, so
 * their items read success), quantities, each part's choices (those the server carried to the
 * material as it is offered now), material, colour and remarks, under the draft id the
 * server put the files in. Files of the customer's own quotation stay the quotation's: they are
 * marked `fromOrder`, which keeps the uploader from deleting them when removed from the draft;
 * a colleague's files are fresh copies in the reader's name, removable like any upload.
 */
export function draftFromQuotation(customerId: number, answer: QuotationDraftAnswer, newId: () => string): QuotationDraft {
  const start = { draftId: answer.draftId, ownerId: customerId, materialId: answer.materialId, colour: answer.colour, remarks: answer.remarks, fromOrder: !answer.copied };
  const draft = draftOfStoredParts(start, answer.items, newId);
  // Read back by readQuotedOrigin (quoted-origin.ts) where step 3 compares today's price with it.
  const { quoted, materialId } = answer;
  return quoted && materialId !== null ? { ...draft, fromQuotation: { quoteNo: answer.quoteNo, expired: answer.expired, ...quoted, materialId, quantities: draft.quantities } } : draft;
}
