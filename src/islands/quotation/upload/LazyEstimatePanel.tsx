import { LoadError, Loading } from '~/core/ListState';
import { useLazyModule, type LazyModule } from '~/components/ui/use-lazy-module';
import { WhenNear } from '~/components/ui/WhenNear';
import { t } from '~/core/messages';
import type { EstimatePanelProps } from '../estimate/EstimatePanel';
import type { MaterialComparisonProps } from '../estimate/MaterialComparison';

// The estimate (pricing, price rows and its formulas) and the comparison load beside the uploader's
// first render, so the page's own script stays within its weight budget.
const loadEstimate = () => import('../estimate/EstimatePanel');
const loadComparison = () => import('../estimate/MaterialComparison');

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
 * The comparison of every material for the uploaded parts, below the step's buttons: once the
 * estimate stands, it loads as it comes near the screen; on a phone that is a scroll away, not part
 * of the step's first view. Nothing that the customer may be about to press lies below it.
 */
export function LazyMaterialComparison(props: MaterialComparisonProps) {
  const estimate = useLazyModule(true, loadEstimate);
  return estimate.module ? (
    <WhenNear>
      <MaterialComparisonPart {...props} />
    </WhenNear>
  ) : null;
}

function MaterialComparisonPart(props: MaterialComparisonProps) {
  const comparison = useLazyModule(true, loadComparison);
  return comparison.module ? <comparison.module.MaterialComparison {...props} /> : <Pending part={comparison} rows={3} />;
}
