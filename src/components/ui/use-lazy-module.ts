import { useEffect, useRef, useState } from 'react';

type LoadState<M> = { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: M };

export type LazyModule<M> = LoadState<M> & {
  /** After a failed load (offline, a deploy that replaced the chunk): tries again. */
  retry: () => void;
};

/** What each `load` gave, for the page's life: a part drawn again later (a remount) has it at once, as React.lazy would. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads a module (a dynamic import) the first time `wanted` is true, so a page pays for code
 * only once it has something to use it on. `load` must be stable (declared at module level).
 * A load that fails says so (`failed`) and loads again on `retry`. A module loaded once is there at
 * once for every later use of the same `load`.
 */
export function useLazyModule<M>(wanted: boolean, load: () => Promise<M>): LazyModule<M> {
  const [state, setState] = useState<LoadState<M>>(() => (loaded.has(load) ? { status: 'ready', module: loaded.get(load) as M } : { status: 'idle', module: null }));
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current || state.status === 'ready') return;
    started.current = true;
    // In a task of its own, like useRequest's calls: the import's preload links cost main thread too.
    setTimeout(() =>
      load().then(
        (module) => {
          loaded.set(load, module);
          setState({ status: 'ready', module });
        },
        () => setState({ status: 'failed', module: null }),
      ),
    );
  }, [wanted, load, state]);
  const retry = () => {
    started.current = false;
    setState({ status: 'idle', module: null });
  };
  return { ...(state.status === 'idle' && wanted ? { status: 'loading', module: null } : state), retry };
}
