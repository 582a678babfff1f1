import type { QuoteLine } from '~/wire/quotes';
import { PriceBreakdown } from '~/components/price/PriceBreakdown';
import { manualReasonText } from '~/components/price/price-summary';

/** How a priced line's price per part is made, folded under 费用明细, or why it waits for an engineer. */
export default function LineBreakdown({ line, finishName }: { line: QuoteLine; finishName: string | undefined }) {
  if (line.manualReason) {
    return (
      <p className="mt-1 text-sm text-base-content/80" data-manual-reason>
        {manualReasonText(line.manualReason)}
      </p>
    );
  }
  return line.breakdown ? <PriceBreakdown line={{ ...line, breakdown: line.breakdown, finishName }} /> : null;
}
