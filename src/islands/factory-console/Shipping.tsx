import { useId, useState } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { CARRIERS, normaliseTrackingNo, TRACKING_NO_PATTERN, type CarrierCode } from '~/lib/orders/carriers';
import { showToast } from '~/stores/toasts';
import type { ShipQueueItem } from '~/wire/staff-shipping';
import { ConsoleGuard } from './ConsoleGuard';
import { t } from './messages';
import { listShipQueue, shipOrder } from './staff-api';

const PAGE_SIZE = 10;

/** /factory/shipping (生产与发货): paid orders not shipped yet, each shipped with its carrier and tracking number. */
export default function Shipping() {
  return <ConsoleGuard>{() => <ShippingScreen />}</ConsoleGuard>;
}

function ShippingScreen() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [shipped, setShipped] = useState<ReadonlySet<string>>(new Set());
  const list = useRequest(`shipping:${page}`, (signal) => listShipQueue(page, PAGE_SIZE, signal));
  const records = (list.data?.records ?? []).filter((order) => !shipped.has(order.orderNo));
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.shipping.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.shipping.intro')}</p>
      </div>
      <LoadFailure state={list} feature={t('console.quotes.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={3} />}
      {list.data && records.length === 0 && list.status !== 'error' && <Empty title={t('console.shipping.empty')}>{t('console.shipping.emptyHint')}</Empty>}
      {records.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('console.shipping.listLabel')}>
          {records.map((order) => (
            <ShipRow key={order.orderNo} order={order} onShipped={() => setShipped((previous) => new Set(previous).add(order.orderNo))} />
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} disabled={list.status === 'loading'} />}
    </section>
  );
}

function ShipRow({ order, onShipped }: { order: ShipQueueItem; onShipped: () => void }) {
  const id = useId();
  const [carrier, setCarrier] = useState<CarrierCode>('SF');
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function ship() {
    if (busy) return;
    const normalised = normaliseTrackingNo(trackingNo);
    const problem = normalised === '' ? t('console.shipping.trackingRequired') : TRACKING_NO_PATTERN.test(normalised) ? undefined : t('console.shipping.trackingFormat');
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-tracking`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await shipOrder(order.orderNo, { carrier, trackingNo: normalised });
      showToast('success', t('console.shipping.shipped', { orderNo: order.orderNo, carrier: answer.shipment.carrierName, trackingNo: answer.shipment.trackingNo }));
      onShipped();
    } catch {
      // 409 (shipped by a colleague), 400: the toast says why; what was typed stays.
      setBusy(false);
    }
  }

  return (
    <li className="card bg-base-100 shadow-sm" data-ship-order={order.orderNo}>
      <div className="card-body gap-2 p-4 text-sm sm:p-6">
        <p className="flex flex-wrap items-center gap-2 text-base font-medium">
          {order.orderNo}
          <span className="badge badge-outline badge-sm">{t(`console.shipping.kind.${order.kind}`)}</span>
          <span className="badge badge-ghost badge-sm">{order.status}</span>
        </p>
        <p className="text-base-content/70">
          {order.customer.nickname}
          {order.paidAt && ` · ${t('console.shipping.paidAt', { time: formatDateTime(order.paidAt) })}`}
          {order.leadDays !== null && ` · ${t('console.shipping.lead', { days: order.leadDays })}`}
        </p>
        {order.shipBy && (
          <p className={order.late ? 'font-medium text-error' : ''} data-ship-by={order.shipBy} data-late={order.late ? '' : undefined}>
            {t(order.late ? 'console.shipping.late' : 'console.shipping.shipBy', { date: order.shipBy })}
          </p>
        )}
        <ul className="list-disc ps-5">
          {order.lines.map((line, index) => (
            <li key={`${line.name}-${index}`}>
              {line.name} × {line.quantity}
            </li>
          ))}
        </ul>
        <p className="break-words">{t('console.shipping.to', { ...order.address })}</p>
        {order.remarks && <p className="whitespace-pre-line break-words">{t('console.shipping.remarks', { text: order.remarks })}</p>}
        <div className="mt-2 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
          <label className="flex flex-col gap-1" htmlFor={`${id}-carrier`}>
            <span className="font-medium">{t('console.shipping.carrier')}</span>
            <select id={`${id}-carrier`} className="select w-full" value={carrier} onChange={(event) => setCarrier(CARRIERS.find((candidate) => candidate.code === event.target.value)?.code ?? 'SF')}>
              {CARRIERS.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1" htmlFor={`${id}-tracking`}>
            <span className="font-medium">{t('console.shipping.trackingNo')}</span>
            <input
              id={`${id}-tracking`}
              className={`input w-full ${error ? 'input-error' : ''}`}
              value={trackingNo}
              autoComplete="off"
              onChange={(event) => {
                setTrackingNo(event.target.value);
                if (error) setError(undefined);
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-tracking-error` : undefined}
            />
            {error && (
              <span id={`${id}-tracking-error`} className="text-error">
                {error}
              </span>
            )}
          </label>
          <button type="button" className="btn btn-primary sm:mt-7" onClick={() => void ship()} disabled={busy} aria-busy={busy}>
            {busy ? t('console.shipping.shipping') : t('console.shipping.ship')}
          </button>
        </div>
      </div>
    </li>
  );
}
