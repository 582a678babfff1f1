import type { AppDeps } from './app-deps.ts';
import { deleteDeadSessions } from './auth/sessions.ts';
import { expireUnattachedFiles } from './files/stored-files.ts';
import { sweepDeadlines, type SweepResult } from './orders/deadlines.ts';
import { logger } from './core/log.ts';

/**
 * The clean-up the shop does on its own: uploads of drafts never submitted after their stated
 * lifetime (so they stop counting against the shop's storage) and sessions past their lifetime
 * or idle limit. Answers what it removed.
 */
export function runMaintenance(deps: AppDeps): { files: number; sessions: number } {
  const files = expireUnattachedFiles(deps);
  const sessions = deleteDeadSessions(deps.db, deps.now().getTime());
  if (files > 0) logger.info({ files }, `已删除 ${files} 个超过保留期且未被使用的上传文件`);
  return { files, sessions };
}

/**
 * The one clock of the shop's promises, on the app's clock: unpaid orders past their payment
 * deadline are cancelled (stock and coupon back), shipped orders past their days are received,
 * price holds past their date are forgotten. Idempotent and safe to interrupt
 * (orders/deadlines.ts).
 */
export function runDeadlineSweep(deps: Pick<AppDeps, 'db' | 'now'>): SweepResult {
  const at = deps.now();
  const result = sweepDeadlines(deps.db, at.getTime());
  if (result.cancelled + result.confirmed > 0) {
    logger.info({ cancelled: result.cancelled, confirmed: result.confirmed, at: at.toISOString() }, `已自动取消 ${result.cancelled} 个超时未支付的订单，自动确认收货 ${result.confirmed} 个订单`);
  }
  return result;
}

/** Runs `work` now and then every `everyMs`, without keeping the process alive for it; a failure is logged and the next run tries again. */
function every(everyMs: number, what: string, work: () => void): void {
  const run = () => {
    try {
      work();
    } catch (error) {
      logger.error({ err: error, task: what }, `${what} failed`);
    }
  };
  run();
  setInterval(run, everyMs).unref();
}

/** Runs the clean-up now and then every `everyMs`. */
export function scheduleMaintenance(deps: AppDeps, everyMs: number): void {
  every(everyMs, 'maintenance', () => runMaintenance(deps));
}

/** Runs the deadline sweep now and then every `everyMs`. */
export function scheduleDeadlineSweep(deps: AppDeps, everyMs: number): void {
  every(everyMs, 'deadline sweep', () => {
    const result = runDeadlineSweep(deps);
    // Only a run that finished: failures leave the heartbeat to go late, which GET /api/health tells.
    deps.health.sweep?.beat(deps.now());
    return result;
  });
}
