import type { Reorder } from '../wire/orders.ts';
import { QUOTATION_KEY } from '../lib/storage-keys.ts';
import { reorderDraft } from '../lib/reorder-draft.ts';

/**
 * 再来一单 of a customised order: replaces the stored quotation draft with the order's files,
 * quantities and material, for the quotation page the caller goes to next (which reads it on load).
 */
export function startReorder(customerId: number, reorder: Extract<Reorder, { kind: 'customized' }>, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(QUOTATION_KEY, JSON.stringify(reorderDraft(customerId, reorder, () => crypto.randomUUID())));
}
