import { useState } from 'react';
import { useLazyModule } from '~/components/ui/use-lazy-module';
import type { BreakdownLine } from '~/components/price/breakdown-rows';
import { t as tCore } from '~/core/messages';
import { breakdownSum, t } from '~/components/price/price-summary';

// The rows, their texts and the rules that word them load when a customer first opens 费用明细:
// a quotation step with many parts showed every part's rows folded away.
const loadList = () => import('./BreakdownList');

/**
 * A line's price breakdown folded under 费用明细 with its sum, for a busy page (quotation steps 2
 * and 3, an order's detail): the rows (BreakdownList) are drawn from the first time it is opened,
 * and stay drawn. Offline, it says so with 重试 and the rest of the page goes on. A document that
 * prints the rows uses BreakdownList itself.
 */
export function PriceBreakdown({ line }: { line: BreakdownLine }) {
  const [opened, setOpened] = useState(false);
  const list = useLazyModule(opened, loadList);
  return (
    <details className="group mt-1 rounded-box bg-base-200/60 px-2 py-1" data-breakdown onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer text-xs text-base-content/80 select-none">
        {t('breakdown.title')}
        <span className="ms-1 tabular-nums">{breakdownSum(line)}</span>
      </summary>
      <div className="pt-1 pb-1">
        {list.status === 'loading' && <span className="loading loading-spinner loading-xs" role="status" aria-label={tCore('state.loading')} />}
        {list.status === 'failed' && (
          <p role="alert" className="text-xs text-error">
            {tCore('error.network')}
            <button type="button" className="btn btn-xs ms-2" onClick={list.retry}>
              {tCore('state.retry')}
            </button>
          </p>
        )}
        {list.module && <list.module.default line={line} />}
      </div>
    </details>
  );
}
