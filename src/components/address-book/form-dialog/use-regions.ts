import { useCallback, useEffect, useState } from 'react';
import type { RegionNode } from '~/lib/forms/regions';

export type RegionsState = { status: 'loading' } | { status: 'ready'; tree: readonly RegionNode[] } | { status: 'error'; retry: () => void };

let loaded: Promise<readonly RegionNode[]> | null = null;

/**
 * The province / city / district data (src/content/regions, about 29 KB gzip), fetched the first
 * time a form with the selects opens and kept for the tab: no page carries it until then.
 */
function loadRegions(): Promise<readonly RegionNode[]> {
  loaded ??= import('~/content/regions/pca-code.json').then((module) => module.default as readonly RegionNode[]);
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

export function useRegions(): RegionsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; tree: readonly RegionNode[] | null; failed: boolean }>({ attempt: -1, tree: null, failed: false });
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  useEffect(() => {
    let live = true;
    loadRegions().then(
      (tree) => live && setState({ attempt, tree, failed: false }),
      () => live && setState({ attempt, tree: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (state.tree) return { status: 'ready', tree: state.tree };
  if (state.failed && state.attempt === attempt) return { status: 'error', retry };
  return { status: 'loading' };
}
