import { logger as log } from '../core/log.ts';
import { reconcileOnlinePayments, type OnlineDeps } from './online-store.ts';

/**
 * Runs the online payments' part of the sweep (lost callbacks found by query, attempts of
 * cancelled orders closed, refunds sent) now and then every `everyMs`, one run at a time and
 * without keeping the process alive; a failure is logged and the next run tries again.
 */
export function scheduleOnlineReconcile(deps: OnlineDeps, everyMs: number): void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    reconcileOnlinePayments(deps)
      .then((result) => {
        if (result.checked + result.refunds > 0) log.info(result, 'online payments reconciled');
      })
      .catch((error: unknown) => log.error({ err: error }, 'reconciling online payments failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  setInterval(run, everyMs).unref();
}
