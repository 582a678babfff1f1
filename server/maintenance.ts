import type { AppDeps } from './app-deps.ts';
import { deleteDeadSessions } from './auth/sessions.ts';
import { expireUnattachedFiles } from './files/stored-files.ts';

/**
 * The clean-up the shop does on its own: uploads of drafts never submitted after their stated
 * lifetime (so they stop counting against the shop's storage) and sessions past their lifetime
 * or idle limit. Answers what it removed.
 */
export function runMaintenance(deps: AppDeps): { files: number; sessions: number } {
  const files = expireUnattachedFiles(deps);
  const sessions = deleteDeadSessions(deps.db, deps.now().getTime());
  if (files > 0) console.log(`[${deps.now().toISOString()}] 已删除 ${files} 个超过保留期且未被使用的上传文件`);
  return { files, sessions };
}

/** Runs the clean-up now and then every `everyMs`, without keeping the process alive for it. */
export function scheduleMaintenance(deps: AppDeps, everyMs: number): void {
  const run = () => {
    try {
      runMaintenance(deps);
    } catch (error) {
      console.error(`[${new Date().toISOString()}] maintenance failed:`, error);
    }
  };
  run();
  setInterval(run, everyMs).unref();
}
