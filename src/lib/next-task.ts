/**
 * Runs `run` in a task of its own, after the one running now; answers a cancel. Effects that
 * each start a request or a lazy import go through it, so a page that mounts with five of them
 * does not spend one long task on all five (each `fetch()` and each module preload costs a few
 * milliseconds of main thread; together they blocked input for 50–70 ms on quotation step 3).
 */
export function nextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
