import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';

/** Quiet time after a change before asking for a new price, so typing 120 asks once, not thrice. */
export const PRICE_DEBOUNCE_MS = 300;

export interface ServerPrice<Request, Price> {
  /** The last price the server answered (possibly for an earlier request while a new one runs). */
  quote: Price | null;
  /** The request key `quote` answers. */
  quoteKey: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  message: string;
  /** The server refused the request itself (400: a part no machine can make, an order over the cap): asking again cannot help. */
  refused: boolean;
  /** `quote` answers the request as it stands now. */
  fresh: boolean;
  retry: () => void;
  /** Shows a price obtained elsewhere (a price-changed or refused order's answer) for `request`. */
  replace: (request: Request, quote: Price) => void;
}

type State<Price> = Pick<ServerPrice<unknown, Price>, 'quote' | 'quoteKey' | 'status' | 'message' | 'refused'>;

/**
 * The server's price of `request`, asked again whenever its key changes (debounced; the first
 * at once). An answer for a request that is no longer current is dropped (its call is aborted),
 * so a slow answer for an old quantity never overwrites a newer one. null = nothing to price.
 * The quotation's step 3 and the consumables checkout both price this way.
 */
export function useServerPrice<Request, Price>(
  request: Request | null,
  keyOf: (request: Request) => string,
  price: (request: Request, signal: AbortSignal) => Promise<Price>,
): ServerPrice<Request, Price> {
  const key = request ? keyOf(request) : null;
  const [state, setState] = useState<State<Price>>({ quote: null, quoteKey: null, status: 'idle', message: '', refused: false });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ request, keyOf, price });
  const asked = useRef(false);

  useEffect(() => {
    latest.current = { request, keyOf, price };
  });

  useEffect(() => {
    const current = latest.current;
    const pending = current.request;
    if (key === null || pending === null) return;
    const controller = new AbortController();
    const delay = asked.current ? PRICE_DEBOUNCE_MS : 0;
    asked.current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      current.price(pending, controller.signal).then(
        (quote) => {
          // A transition: the lines, totals and notes the price fills in are rendered in slices, not one long task.
          if (!controller.signal.aborted) startTransition(() => setState({ quote, quoteKey: key, status: 'ready', message: '', refused: false }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.message : String(error);
          const refused = error instanceof ApiError && error.status === 400;
          setState((previous) => ({ ...previous, status: 'error', message, refused }));
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback((priced: Request, quote: Price) => {
    setState({ quote, quoteKey: latest.current.keyOf(priced), status: 'ready', message: '', refused: false });
  }, []);
  return { ...state, fresh: key !== null && state.quoteKey === key, retry, replace };
}
