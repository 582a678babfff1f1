import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';

// Loaded when a confirmation is first asked for: a page where the customer confirms nothing
// (most first views) does not download the dialog and its focus trap.
const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog/ConfirmDialog')).ConfirmDialog }));

/** ConfirmDialog, fetched on first use; render it only while the confirmation is open. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
