import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';

export type RequestState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string; notOffered: boolean };

type Settled<T> = { status: 'ready'; data: T } | { status: 'error'; data: T | null; message: string; notOffered: boolean };

/**
 * Loads `load()` whenever `key` changes (the query it depends on, serialised) and on
 * `reload()`. An answer for an older key is dropped, so fast filter changes cannot show
 * stale rows; while loading, the last data stays available. The failed call's message was
 * already shown by the notifier; the state keeps it for the inline error. `notOffered` says a
 * feature's list call was answered 404/501: the shop's backend does not offer the feature.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ token: string; state: Settled<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const token = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    // Each request starts in a task of its own: a page mounts with several at once, and each
    // fetch() costs main thread (on quotation step 3, four fetches and three module preloads in
    // the one effects task blocked input for 48–70 ms). Unmounted before then, it is never sent.
    const start = () => loadRef.current(controller.signal).then(
      (data) => {
        // A transition: React renders the arriving rows in slices of a few milliseconds instead of
        // one long task, so the page keeps answering input while a list of cards is drawn.
        if (!controller.signal.aborted) startTransition(() => setSettled({ token, state: { status: 'ready', data } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : String(error);
        const notOffered = error instanceof ApiError && error.notOffered;
        setSettled((previous) => ({ token, state: { status: 'error', data: previous?.state.data ?? null, message, notOffered } }));
      },
    );
    const timer = setTimeout(start, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [token]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  if (settled?.token !== token) return { status: 'loading', data: settled?.state.data ?? null, reload };
  return { ...settled.state, reload };
}
