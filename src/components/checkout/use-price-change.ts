import { useState } from 'react';
import type { PriceChange } from '~/components/checkout/OrderSubmitPanel';

/**
 * A payable that changed between the quote and the order (the server refused the order with 409
 * and a fresh price differs), kept for the request it was found for: the form shows it for the
 * customer to confirm only while the request is still that one.
 */
export function usePriceChange<R>(keyOf: (request: R) => string) {
  const [change, setChange] = useState<(PriceChange & { key: string }) | null>(null);
  return {
    found: (request: R, before: number, after: number) => setChange({ key: keyOf(request), before, after }),
    clear: () => setChange(null),
    /** The change to show for `request`, or null. */
    for: (request: R | null): PriceChange | null => (change && request && keyOf(request) === change.key ? { before: change.before, after: change.after } : null),
  };
}
