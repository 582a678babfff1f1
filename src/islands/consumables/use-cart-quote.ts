import { useCallback, useEffect, useRef, useState } from 'react';
import { priceConsumables } from '~/api/consumables';
import { ApiError } from '~/api/errors';
import type { ConsumableQuote, ConsumableQuoteRequest } from '~/api/order-schema';
import { cartQuoteKey } from '~/lib/cart-quote';

/** Quiet time after a change before asking for a new price, so typing 12 asks once, not twice. */
export const CART_QUOTE_DEBOUNCE_MS = 300;

interface State {
  /** The last price the server answered (possibly for an earlier request while a new one runs). */
  quote: ConsumableQuote | null;
  /** The request key `quote` answers. */
  quoteKey: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  message: string;
}

/**
 * The server's price of the cart, asked again whenever the request changes (debounced). An
 * answer for a request that is no longer current is dropped (its call is aborted), so a slow
 * answer for an old quantity never overwrites a newer one. null = nothing to price.
 */
export function useCartQuote(request: ConsumableQuoteRequest | null) {
  const key = request ? cartQuoteKey(request) : null;
  const [state, setState] = useState<State>({ quote: null, quoteKey: null, status: 'idle', message: '' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(request);
  const asked = useRef(false);

  useEffect(() => {
    latest.current = request;
  });

  useEffect(() => {
    const current = latest.current;
    if (key === null || current === null) return;
    const controller = new AbortController();
    // The first price is asked at once; later ones wait for the customer to stop typing.
    const delay = asked.current ? CART_QUOTE_DEBOUNCE_MS : 0;
    asked.current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      priceConsumables(current, controller.signal).then(
        (quote) => {
          if (!controller.signal.aborted) setState({ quote, quoteKey: key, status: 'ready', message: '' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.message : String(error);
          setState((previous) => ({ ...previous, status: 'error', message }));
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  /** Shows a price obtained elsewhere (after a refused order) for `priced`. */
  const replace = useCallback((priced: ConsumableQuoteRequest, quote: ConsumableQuote) => {
    setState({ quote, quoteKey: cartQuoteKey(priced), status: 'ready', message: '' });
  }, []);
  return { ...state, fresh: key !== null && state.quoteKey === key, retry, replace };
}
