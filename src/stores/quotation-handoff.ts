import type { Reorder } from '../wire/orders.ts';
import { reorderDraft } from '../lib/reorder-draft.ts';

/**
 * The localStorage key of the quotation draft (QUOTATION_KEY of quotation.ts; the test holds
 * them equal). Written here without loading that store, so the order center does not pull the
 * quotation store into a chunk of its own and push the quotation pages over their JS budget.
 */
export const QUOTATION_DRAFT_KEY = 'shop-quotation';

/**
 * 再来一单 of a customised order: replaces the stored quotation draft with the order's files,
 * quantities and material, for the quotation page the caller goes to next (which reads it on load).
 */
export function startReorder(customerId: number, reorder: Extract<Reorder, { kind: 'customized' }>, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(QUOTATION_DRAFT_KEY, JSON.stringify(reorderDraft(customerId, reorder, () => crypto.randomUUID())));
}
