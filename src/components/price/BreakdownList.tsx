import { t } from '~/components/price/messages';
import { breakdownRows, type BreakdownLine } from '~/components/price/breakdown-rows';
import { breakdownSum } from '~/components/price/price-summary';
import { formatFen } from '~/lib/format/money';

/**
 * How a line's price per part is made, row by row with why (breakdownRows), and the unit price
 * × quantity = subtotal it adds up to: the same figures on quotation steps 2 and 3, the 报价单 and
 * an order's detail. Shown as it is where a document prints it; under PriceBreakdown's 费用明细
 * (loaded when opened) where the page is busy.
 */
export default function BreakdownList({ line }: { line: BreakdownLine }) {
  const rows = breakdownRows(line.breakdown, line);
  return (
    <div className="flex flex-col gap-1 text-xs" data-breakdown-list>
      <dl className="flex flex-col gap-1" data-breakdown-rows>
        {rows.map((row) => (
          <div key={row.key} className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 sm:grid-cols-[auto_1fr_auto]" data-breakdown-row={row.key}>
            <dt className="font-medium whitespace-nowrap">{row.label}</dt>
            {/* Under the label and its figure on a phone, between them on a wider screen. */}
            <dd className="col-span-2 row-start-2 min-w-0 text-base-content/70 sm:col-span-1 sm:row-start-auto print:text-black">{row.why}</dd>
            <dd className="col-start-2 row-start-1 text-end tabular-nums whitespace-nowrap sm:col-start-auto sm:row-start-auto" data-fen={row.fen}>
              {formatFen(row.fen)}
              <span className="text-base-content/70 print:text-black">/{t('breakdown.perPart')}</span>
            </dd>
          </div>
        ))}
      </dl>
      {/* Outside the list: a <dl> holds only its groups of terms and descriptions. */}
      <p className="flex justify-end border-t border-base-300 pt-1 font-medium tabular-nums" data-breakdown-total>
        {breakdownSum(line)}
      </p>
    </div>
  );
}
