/** sessionStorage key of the idempotency key of the order being submitted. */
export const ORDER_KEY_STORAGE = 'shop-quotation-submit';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The idempotency key of the order of draft `draftId`: made once and kept, so a retry after a
 * lost answer, a double click or a reload of the tab sends the same key and the server creates
 * one order. A new draft (after an order was created, or starting over) gets a new key.
 */
export function orderKeyFor(storage: Pick<Storage, 'getItem' | 'setItem'>, draftId: string, create: () => string = () => crypto.randomUUID()): string {
  try {
    const raw = storage.getItem(ORDER_KEY_STORAGE);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (isObject(stored) && stored['draftId'] === draftId && typeof stored['key'] === 'string' && stored['key'].length >= 8) return stored['key'];
  } catch {
    // Unreadable: a new key below.
  }
  const key = create();
  try {
    storage.setItem(ORDER_KEY_STORAGE, JSON.stringify({ draftId, key }));
  } catch {
    // Without storage the key still covers this page's retries and double clicks.
  }
  return key;
}

/** Forgets the key once its order exists. */
export function forgetOrderKey(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(ORDER_KEY_STORAGE);
  } catch {
    // Nothing stored then.
  }
}
