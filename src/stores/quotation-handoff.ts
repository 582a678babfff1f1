import type { QuotationDraft as QuotationDraftAnswer } from '../wire/quote-docs.ts';
import type { Reorder } from '../wire/orders.ts';
import { QUOTATION_KEY } from '../core/shell/storage-keys.ts';
import { reorderDraft } from '../lib/drafts/reorder-draft.ts';
import { draftFromQuotation } from '../lib/drafts/quote-doc-draft.ts';

/**
 * 再来一单 of a customised order: replaces the stored quotation draft with the order's files,
 * quantities and material, for the quotation page the caller goes to next (which reads it on load).
 */
export function startReorder(customerId: number, reorder: Extract<Reorder, { kind: 'customized' }>, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(QUOTATION_KEY, JSON.stringify(reorderDraft(customerId, reorder, () => crypto.randomUUID())));
}

/**
 * 转为报价 of a saved or shared quotation: replaces the stored quotation draft with the one the
 * server made of it (its files already in `answer.draftId`), for the quotation step the caller
 * goes to next.
 */
export function startFromQuotation(customerId: number, answer: QuotationDraftAnswer, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(QUOTATION_KEY, JSON.stringify(draftFromQuotation(customerId, answer, () => crypto.randomUUID())));
}
