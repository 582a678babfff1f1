import type { AmountFlowEntry, AmountFlowType } from '~/wire/amount-flow';
import { LINE, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/components/wallet/messages';
import { amountFlowTypeLabel, signedFen } from '~/islands/amount-flow/amount-flow-text';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { orderUrlOfNumber } from '~/lib/routes/order-paths';

const TYPE_BADGE: Record<AmountFlowType, string> = {
  recharge: 'badge-info',
  payment: 'badge-neutral',
  refund: 'badge-success',
  discount: 'badge-primary',
};

function TypeBadge({ type }: { type: AmountFlowType }) {
  return <span className={`badge badge-sm badge-soft whitespace-nowrap ${TYPE_BADGE[type]}`}>{amountFlowTypeLabel(type)}</span>;
}

/** Income in green with +, spending in the body colour with −: the sign alone already tells them apart. */
function Amount({ fen }: { fen: number }) {
  return (
    <span className={`font-semibold tabular-nums whitespace-nowrap ${fen > 0 ? 'text-success' : ''}`} data-direction={fen > 0 ? 'income' : 'spending'}>
      {signedFen(fen)}
    </span>
  );
}

/** The order a line names, as a link to it (a number of another form stays text). */
function OrderNo({ orderNo }: { orderNo: string }) {
  const href = orderUrlOfNumber(orderNo);
  return href === null ? (
    <span className="font-mono whitespace-nowrap">{orderNo}</span>
  ) : (
    <a className="link link-primary font-mono whitespace-nowrap" href={href} data-order-link>
      {orderNo}
    </a>
  );
}

/** The ledger rows: a table from tablet width up, stacked cards on phones. */
export function FlowLedger({ entries, busy }: { entries: readonly AmountFlowEntry[]; busy: boolean }) {
  const none = t('flow.none');
  return (
    <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      {/* daisyUI's .table sets its own display, so the wrapper does the hiding on phones. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="table" aria-label={t('flow.table')}>
          <thead>
            <tr>
              <th scope="col">{t('flow.col.time')}</th>
              <th scope="col">{t('flow.col.type')}</th>
              <th scope="col" className="text-right">
                {t('flow.col.amount')}
              </th>
              <th scope="col" className="text-right">
                {t('flow.col.balanceAfter')}
              </th>
              <th scope="col">{t('flow.col.orderNo')}</th>
              <th scope="col">{t('flow.col.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-flow-id={entry.id} data-type={entry.type}>
                <td className="whitespace-nowrap tabular-nums">{formatDateTime(entry.time)}</td>
                <td>
                  <TypeBadge type={entry.type} />
                </td>
                <td className="text-right">
                  <Amount fen={entry.amount} />
                </td>
                <td className="text-right tabular-nums whitespace-nowrap">{formatFen(entry.balanceAfter)}</td>
                <td className="text-xs">{entry.orderNo ? <OrderNo orderNo={entry.orderNo} /> : none}</td>
                <td className="max-w-56 break-words">{entry.remark || none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col divide-y divide-base-300 md:hidden" aria-label={t('flow.table')}>
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 py-3" data-flow-id={entry.id} data-type={entry.type}>
            <div className="flex items-center justify-between gap-2">
              <TypeBadge type={entry.type} />
              <Amount fen={entry.amount} />
            </div>
            <div className="flex justify-between gap-2 text-xs text-base-content/75 tabular-nums">
              <span>{formatDateTime(entry.time)}</span>
              <span>
                {t('flow.col.balanceAfter')} {formatFen(entry.balanceAfter)}
              </span>
            </div>
            {entry.remark && <p className="text-sm break-words">{entry.remark}</p>}
            {entry.orderNo && (
              <p className="text-xs text-base-content/75">
                {t('flow.col.orderNo')} <OrderNo orderNo={entry.orderNo} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The ledger not loaded yet, in its final shape: table rows (and the header) from tablet width
 * up, stacked entries with a remark and an order number on phones.
 */
export function FlowLedgerSkeleton({ rows }: { rows: number }) {
  const each = Array.from({ length: rows }, (_, index) => index);
  return (
    <div aria-hidden="true">
      <div className="hidden flex-col md:flex">
        {[-1, ...each].map((row) => (
          <div key={row} className="flex h-[2.875rem] items-center gap-6 border-b border-base-300 px-4">
            <SkeletonText line={LINE.sm} width="w-36" />
            <SkeletonBox className="h-5 w-12 rounded-full" />
            <SkeletonText line={LINE.sm} width="w-20" />
            <SkeletonText line={LINE.sm} width="w-20" />
            <SkeletonText line={LINE.sm} width="w-32" />
          </div>
        ))}
      </div>
      <div className="flex flex-col divide-y divide-base-300 md:hidden">
        {each.map((row) => (
          <div key={row} className="flex flex-col gap-1 py-3">
            <div className="flex items-center justify-between gap-2">
              <SkeletonBox className="h-5 w-12 rounded-full" />
              <SkeletonText width="w-20" />
            </div>
            <div className="flex justify-between gap-2">
              <SkeletonText line={LINE.xs} width="w-28" />
              <SkeletonText line={LINE.xs} width="w-24" />
            </div>
            <SkeletonText line={LINE.sm} width="w-2/3" />
            <SkeletonText line={LINE.xs} width="w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}
