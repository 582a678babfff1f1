import { lazy, Suspense } from 'react';
import { Loading } from '~/components/ui/ListState';
import type { EstimatePanelProps } from './EstimatePanel';
import type { MaterialComparisonProps } from './MaterialComparison';

// The estimate (pricing, price rows and its formulas) loads beside the uploader's first render, so
// the page's own script stays within its weight budget.
const EstimatePanel = lazy(async () => ({ default: (await import('./EstimatePanel')).EstimatePanel }));
const MaterialComparison = lazy(async () => ({ default: (await import('./MaterialComparison')).MaterialComparison }));

/** The live estimate, loaded when it is first shown. */
export function LazyEstimatePanel(props: EstimatePanelProps) {
  return (
    <Suspense fallback={<Loading rows={2} />}>
      <EstimatePanel {...props} />
    </Suspense>
  );
}

/** The comparison of every material for the uploaded parts, loaded when it is first shown. */
export function LazyMaterialComparison(props: MaterialComparisonProps) {
  return (
    <Suspense fallback={<Loading rows={3} />}>
      <MaterialComparison {...props} />
    </Suspense>
  );
}
