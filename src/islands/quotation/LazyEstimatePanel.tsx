import { LoadError, Loading } from '~/components/ui/ListState';
import { WhenNear } from '~/components/ui/WhenNear';
import { useLazyModule, type LazyModule } from '~/hooks/use-lazy-module';
import { t } from '~/i18n/t-core';
import type { EstimatePanelProps } from './EstimatePanel';
import type { MaterialComparisonProps } from './MaterialComparison';

// The estimate (pricing, price rows and its formulas) loads beside the uploader's first render, and
// the comparison when it comes near, so the page's own script stays within its weight budget.
const loadEstimate = () => import('./EstimatePanel');
const loadComparison = () => import('./MaterialComparison');

/** A placeholder while a part loads; offline, that it could not load, with 重试 (the rest of the step goes on). */
function Pending({ part, rows }: { part: LazyModule<unknown>; rows: number }) {
  return part.status === 'failed' ? <LoadError message={t('error.network')} onRetry={part.retry} /> : <Loading rows={rows} />;
}

/** The live estimate, loaded when it is first shown. */
export function LazyEstimatePanel(props: EstimatePanelProps) {
  const estimate = useLazyModule(true, loadEstimate);
  return estimate.module ? <estimate.module.EstimatePanel {...props} /> : <Pending part={estimate} rows={2} />;
}

/**
 * The comparison of every material for the uploaded parts, loaded and drawn when it comes near the
 * screen: it sits below the parts and the estimate (on a phone two screens down, on a desktop below
 * the first screen), and pricing every material for every part is work the step's start need not do.
 */
export function LazyMaterialComparison(props: MaterialComparisonProps) {
  return (
    <WhenNear name="comparison">
      <LoadedComparison {...props} />
    </WhenNear>
  );
}

function LoadedComparison(props: MaterialComparisonProps) {
  const comparison = useLazyModule(true, loadComparison);
  return comparison.module ? <comparison.module.MaterialComparison {...props} /> : <Pending part={comparison} rows={3} />;
}
