import type { Reorder } from '../../wire/orders.ts';
import type { QuotationDraft } from './quotation-draft.ts';
import { draftOfStoredParts } from './stored-files-draft.ts';

/**
 * The quotation draft 再来一单 of a customised order starts: the old order's files (already on
 * the server, so their items read success and are marked `fromOrder`, which keeps the uploader
 * from deleting them), their quantities, each part's choices where the order line had them (as
 * the server carried them to the material today), and its material when known (else 0, to be picked).
 */
export function reorderDraft(customerId: number, reorder: Extract<Reorder, { kind: 'customized' }>, newId: () => string): QuotationDraft {
  return draftOfStoredParts({ draftId: newId(), ownerId: customerId, materialId: reorder.materialId, colour: null, remarks: '', fromOrder: true }, reorder.items, newId);
}
