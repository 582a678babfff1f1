import { lazy, Suspense } from 'react';
import { Loading } from '~/components/ui/ListState';
import type { EstimatePanelProps } from './EstimatePanel';

// The estimate (pricing, price rows and its formulas) loads beside the uploader's first render, so
// the page's own script stays within its weight budget.
const EstimatePanel = lazy(async () => ({ default: (await import('./EstimatePanel')).EstimatePanel }));

/** The live estimate, loaded when it is first shown. */
export function LazyEstimatePanel(props: EstimatePanelProps) {
  return (
    <Suspense fallback={<Loading rows={2} />}>
      <EstimatePanel {...props} />
    </Suspense>
  );
}
