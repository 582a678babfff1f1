import { useEffect, useState } from 'react';
import { useRequest } from '~/hooks/use-request';
import { PENDING_POLL } from '~/lib/payment-result';

/**
 * A payment's result (an order's or a top-up's) read from the server, and read again a few times
 * while `pending` says the gateway is still settling; after that the page's 刷新结果 (`refresh`)
 * asks once more. `load` answers null for what is not the customer's (the not-found state).
 */
export function useSettling<T>(key: string, load: (signal: AbortSignal) => Promise<T | null>, pending: (data: T) => boolean) {
  const [polls, setPolls] = useState(0);
  const result = useRequest(`${key}:${polls}`, load);
  const settling = result.status === 'ready' && result.data !== null && result.data !== undefined && pending(result.data);
  useEffect(() => {
    if (!settling || polls >= PENDING_POLL.times) return;
    const timer = setTimeout(() => setPolls((value) => value + 1), PENDING_POLL.intervalMs);
    return () => clearTimeout(timer);
  }, [settling, polls]);
  return { result, refresh: () => setPolls((value) => value + 1) };
}
