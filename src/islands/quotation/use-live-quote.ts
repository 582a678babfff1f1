import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/api/errors';
import { priceQuote } from '~/api/quotation';
import type { Quote, QuoteRequest } from '~/api/quotation-schema';
import { quoteKeyOf } from '~/lib/quote-request';

/** Quiet time after a change before asking for a new price, so typing 120 asks once, not thrice. */
export const QUOTE_DEBOUNCE_MS = 300;

export interface LiveQuote {
  /** The last price the server answered (possibly for an earlier request while a new one runs). */
  quote: Quote | null;
  /** The request key `quote` answers. */
  quoteKey: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  message: string;
  retry: () => void;
  /** Shows a price obtained elsewhere (the price-changed answer) for `request`. */
  replace: (request: QuoteRequest, quote: Quote) => void;
}

interface State {
  quote: Quote | null;
  quoteKey: string | null;
  status: LiveQuote['status'];
  message: string;
}

/**
 * The server's price of `request`, asked again whenever it changes (debounced). An answer for a
 * request that is no longer current is dropped (its call is aborted), so a slow answer for an old
 * quantity never overwrites a newer one. null = nothing to price yet.
 */
export function useLiveQuote(request: QuoteRequest | null): LiveQuote {
  const key = request ? quoteKeyOf(request) : null;
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
    const delay = asked.current ? QUOTE_DEBOUNCE_MS : 0;
    asked.current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      priceQuote(current, controller.signal).then(
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
  const replace = useCallback((priced: QuoteRequest, quote: Quote) => {
    setState({ quote, quoteKey: quoteKeyOf(priced), status: 'ready', message: '' });
  }, []);
  return { ...state, retry, replace };
}
