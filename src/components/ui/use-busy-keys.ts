import { useCallback, useState } from 'react';

/**
 * Which items of a list have an action in flight (a coupon being claimed, a message being marked
 * read): `run(key, work)` marks the key busy while `work` runs and does nothing while it already
 * is, so each item's button disables itself and a second click sends nothing.
 */
export function useBusyKeys<K>(): { busy: (key: K) => boolean; run: (key: K, work: () => Promise<void>) => Promise<void> } {
  const [keys, setKeys] = useState<ReadonlySet<K>>(new Set());
  const run = useCallback(
    async (key: K, work: () => Promise<void>) => {
      if (keys.has(key)) return;
      setKeys((previous) => new Set(previous).add(key));
      try {
        await work();
      } finally {
        setKeys((previous) => {
          const next = new Set(previous);
          next.delete(key);
          return next;
        });
      }
    },
    [keys],
  );
  return { busy: (key) => keys.has(key), run };
}
