import { useEffect, useRef, useState } from 'react';

export type LazyModule<M> = { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: M };

/**
 * Loads a module (a dynamic import) the first time `wanted` is true, so a page pays for code
 * only once it has something to use it on. `load` must be stable (declared at module level).
 */
export function useLazyModule<M>(wanted: boolean, load: () => Promise<M>): LazyModule<M> {
  const [state, setState] = useState<LazyModule<M>>({ status: 'idle', module: null });
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    // In a task of its own, like useRequest's calls: the import's preload links cost main thread too.
    setTimeout(() =>
      load().then(
        (module) => setState({ status: 'ready', module }),
        () => setState({ status: 'failed', module: null }),
      ),
    );
  }, [wanted, load]);
  return state.status === 'idle' && wanted ? { status: 'loading', module: null } : state;
}
