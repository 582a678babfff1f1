import { useEffect, useState } from 'react';
import { msLeft } from '~/lib/orders/order-deadlines';

/**
 * Milliseconds left until `deadline` (ISO), ticking every second on the customer's clock until it
 * reaches 0; null without a deadline. The server decides when the time is up: this only shows it.
 */
export function useCountdown(deadline: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const over = deadline === undefined || msLeft(deadline, now) === 0;
  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over, deadline]);
  return deadline === undefined ? null : msLeft(deadline, now);
}
