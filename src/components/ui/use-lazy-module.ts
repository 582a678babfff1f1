import { startTransition, useEffect, useRef, useState } from 'react';

type LoadState<M> = { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: M };

export type LazyModule<M> = LoadState<M> & {
  /** After a failed load (offline, a deploy that replaced the chunk): tries again. */
  retry: () => void;
};

/** What each `load` gave, for the page's life: a part drawn again later (a remount) has it at once, as React.lazy would. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * `load` again after a failure. Browsers that keep a failed dynamic import's failure for the page's
 * life (Chromium before it retries module fetches, e.g. Debian's 150) answer the same URL with the
 * same failure without asking the network, so 重试 would never load: the chunk the failure names
 * (on this site's origin only) is then imported under a URL of its own. The chunk exports the
 * module's own names, so what it gives is what `load` gives; a chunk that holds more than the
 * module exports the module as one object of its exports instead, found by `exportName`.
 */
export function loadAgain<M>(load: () => Promise<M>, attempt: number, exportName?: string): Promise<M> {
  return load().catch((error: unknown) => {
    const named = attempt > 0 && error instanceof Error ? /https?:\/\/[^\s'"]+\.js/.exec(error.message)?.[0] : undefined;
    const url = named ? new URL(named) : null;
    if (!url || url.origin !== location.origin) throw error;
    url.searchParams.set('retry', String(attempt));
    return import(/* @vite-ignore */ url.href).then((chunk: Record<string, unknown>) => {
      if (!exportName || exportName in chunk) return chunk as M;
      const module = Object.values(chunk).find((value) => typeof value === 'object' && value !== null && exportName in value);
      if (!module) throw error;
      return module as M;
    });
  });
}

/**
 * Loads a module (a dynamic import) the first time `wanted` is true, so a page pays for code
 * only once it has something to use it on. `load` must be stable (declared at module level).
 * A load that fails says so (`failed`) and loads again on `retry`. A module loaded once is there at
 * once for every later use of the same `load`.
 */
export function useLazyModule<M>(wanted: boolean, load: () => Promise<M>): LazyModule<M> {
  const [state, setState] = useState<LoadState<M>>(() => (loaded.has(load) ? { status: 'ready', module: loaded.get(load) as M } : { status: 'idle', module: null }));
  const started = useRef(false);
  const attempts = useRef(0);
  useEffect(() => {
    if (!wanted || started.current || state.status === 'ready') return;
    started.current = true;
    // In a task of its own, like useRequest's calls: the import's preload links cost main thread too.
    setTimeout(() =>
      loadAgain(load, attempts.current).then(
        (module) => {
          loaded.set(load, module);
          // A transition, like useRequest's answers: what the module draws is rendered in slices of a
          // few milliseconds, not in one long task while the page starts.
          startTransition(() => setState({ status: 'ready', module }));
        },
        () => setState({ status: 'failed', module: null }),
      ),
    );
  }, [wanted, load, state]);
  const retry = () => {
    started.current = false;
    attempts.current += 1;
    setState({ status: 'idle', module: null });
  };
  return { ...(state.status === 'idle' && wanted ? { status: 'loading', module: null } : state), retry };
}
