import type * as TransfersModule from './transfers/transfers';

let loading: Promise<typeof TransfersModule> | null = null;

/** The upload transport and the measuring worker, imported once on first use. */
export function loadTransfers(): Promise<typeof TransfersModule> {
  loading ??= import('./transfers/transfers');
  return loading;
}
