import { useCallback, useRef, useState } from 'react';
import { leaveFor } from '~/stores/navigation';

/** `sending` while the create call is out; `leaving` once it succeeded and the page is going elsewhere. */
export type SubmitPhase = 'idle' | 'sending' | 'leaving';

/**
 * What every form that creates something shares: a press while a send is in flight does nothing
 * (each attempt carries the same idempotency key, so even a retry after a lost answer creates
 * one record), and the form shows that it is sending. `send` does the call and its own reactions;
 * it answers the page to go to when the form leaves once done (then the form stays busy, so the
 * emptied draft cannot be sent again). A failure it lets through was shown by the notifier, and
 * the form stays as typed.
 */
export function useSubmitOnce() {
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');

  const run = useCallback(async (send: () => Promise<string | void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('sending');
    let next: string | void = undefined;
    try {
      next = await send();
    } catch {
      // Shown by the notifier; nothing typed is cleared.
    }
    if (next) {
      setPhase('leaving');
      leaveFor(next);
      return;
    }
    inFlight.current = false;
    setPhase('idle');
  }, []);

  return { run, phase, busy: phase !== 'idle' };
}
