import { useId, useState } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { CARRIERS, MAX_PARCELS, normaliseTrackingNo, TRACKING_NO_PATTERN, type CarrierCode } from '~/lib/orders/carriers';
import { showToast } from '~/stores/toasts';
import type { ShipQueueItem } from '~/wire/staff-shipping';
import { ConsoleGuard } from '../ConsoleGuard';
import { t } from '../messages';
import { listShipQueue, shipOrder } from '../staff-api';

const PAGE_SIZE = 10;

/** /factory/shipping (生产与发货): paid orders not shipped yet, each shipped with its carrier and tracking number. */
export default function Shipping() {
  return <ConsoleGuard>{() => <ShippingScreen />}</ConsoleGuard>;
}

function ShippingScreen() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const [shipped, setShipped] = useState<ReadonlySet<string>>(new Set());
  const list = useRequest(`shipping:${page}:${orderNo}`, (signal) => listShipQueue(page, PAGE_SIZE, orderNo, signal));
  const records = (list.data?.records ?? []).filter((order) => !shipped.has(order.orderNo));
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.shipping.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.shipping.intro')}</p>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setOrderNo(typed.trim().toUpperCase().replace(/[^A-Z0-9-]/g, ''));
          setPage(1);
        }}
      >
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-search`}>
          <span className="font-medium">{t('console.shipping.search')}</span>
          <input id={`${id}-search`} className="input w-64" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t('console.shipping.searchHint')} autoComplete="off" />
        </label>
        <button type="submit" className="btn">
          {t('console.shipping.find')}
        </button>
        {orderNo && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setTyped('');
              setOrderNo('');
              setPage(1);
            }}
          >
            {t('console.shipping.showAll')}
          </button>
        )}
      </form>
      <LoadFailure state={list} feature={t('console.quotes.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={3} />}
      {list.data && records.length === 0 && list.status !== 'error' && <Empty title={orderNo ? t('console.shipping.noMatch', { orderNo }) : t('console.shipping.empty')}>{orderNo ? undefined : t('console.shipping.emptyHint')}</Empty>}
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

interface ParcelDraft {
  key: number;
  carrier: CarrierCode;
  trackingNo: string;
}

/** What is wrong with each parcel as typed (undefined when nothing): empty, malformed, or the same number twice. */
function parcelProblems(parcels: readonly ParcelDraft[]): (string | undefined)[] {
  const seen = new Set<string>();
  return parcels.map((parcel) => {
    const normalised = normaliseTrackingNo(parcel.trackingNo);
    if (normalised === '') return t('console.shipping.trackingRequired');
    if (!TRACKING_NO_PATTERN.test(normalised)) return t('console.shipping.trackingFormat');
    const key = `${parcel.carrier}:${normalised}`;
    if (seen.has(key)) return t('console.shipping.trackingTwice');
    seen.add(key);
    return undefined;
  });
}

function ShipRow({ order, onShipped }: { order: ShipQueueItem; onShipped: () => void }) {
  const id = useId();
  const [parcels, setParcels] = useState<ParcelDraft[]>([{ key: 1, carrier: 'SF', trackingNo: '' }]);
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [busy, setBusy] = useState(false);

  const change = (key: number, patch: Partial<ParcelDraft>) => {
    setParcels((previous) => previous.map((parcel) => (parcel.key === key ? { ...parcel, ...patch } : parcel)));
    setErrors([]);
  };

  async function ship() {
    if (busy) return;
    const problems = parcelProblems(parcels);
    setErrors(problems);
    const first = problems.findIndex((problem) => problem !== undefined);
    if (first >= 0) {
      document.getElementById(`${id}-tracking-${parcels[first]?.key ?? 1}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await shipOrder(order.orderNo, { parcels: parcels.map((parcel) => ({ carrier: parcel.carrier, trackingNo: normaliseTrackingNo(parcel.trackingNo) })) });
      const [only] = answer.parcels;
      showToast(
        'success',
        answer.parcels.length === 1 && only
          ? t('console.shipping.shipped', { orderNo: order.orderNo, carrier: only.carrierName, trackingNo: only.trackingNo })
          : t('console.shipping.shippedMany', { orderNo: order.orderNo, count: answer.parcels.length }),
      );
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
        <fieldset className="mt-2 flex flex-col gap-3" disabled={busy}>
          <legend className="sr-only">{t('console.shipping.trackingNo')}</legend>
          {parcels.map((parcel, index) => {
            const error = errors[index];
            const n = index + 1;
            return (
              <div key={parcel.key} className="grid gap-3 sm:grid-cols-[4rem_12rem_1fr_auto] sm:items-start" data-parcel={n}>
                <span className="font-medium sm:mt-9">{t('console.shipping.parcel', { n })}</span>
                <label className="flex flex-col gap-1" htmlFor={`${id}-carrier-${parcel.key}`}>
                  <span className="font-medium">{t('console.shipping.carrier')}</span>
                  <select
                    id={`${id}-carrier-${parcel.key}`}
                    className="select w-full"
                    value={parcel.carrier}
                    onChange={(event) => change(parcel.key, { carrier: CARRIERS.find((candidate) => candidate.code === event.target.value)?.code ?? 'SF' })}
                  >
                    {CARRIERS.map((candidate) => (
                      <option key={candidate.code} value={candidate.code}>
                        {candidate.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col gap-1" htmlFor={`${id}-tracking-${parcel.key}`}>
                  <span className="font-medium">{t('console.shipping.trackingNo')}</span>
                  <input
                    id={`${id}-tracking-${parcel.key}`}
                    className={`input w-full ${error ? 'input-error' : ''}`}
                    value={parcel.trackingNo}
                    autoComplete="off"
                    onChange={(event) => change(parcel.key, { trackingNo: event.target.value })}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-tracking-error-${parcel.key}` : undefined}
                  />
                  {error && (
                    <span id={`${id}-tracking-error-${parcel.key}`} className="text-error">
                      {error}
                    </span>
                  )}
                </label>
                {parcels.length > 1 ? (
                  <button type="button" className="btn btn-ghost btn-sm sm:mt-8" onClick={() => setParcels((previous) => previous.filter((other) => other.key !== parcel.key))}>
                    {t('console.shipping.removeParcel', { n })}
                  </button>
                ) : (
                  <span />
                )}
              </div>
            );
          })}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          {parcels.length < MAX_PARCELS ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy}
              onClick={() => setParcels((previous) => [...previous, { key: Math.max(...previous.map((parcel) => parcel.key)) + 1, carrier: previous.at(-1)?.carrier ?? 'SF', trackingNo: '' }])}
            >
              {t('console.shipping.addParcel')}
            </button>
          ) : (
            <span className="text-base-content/70">{t('console.shipping.parcelsMax', { max: MAX_PARCELS })}</span>
          )}
          <button type="button" className="btn btn-primary ms-auto" onClick={() => void ship()} disabled={busy} aria-busy={busy}>
            {busy ? t('console.shipping.shipping') : t('console.shipping.ship')}
          </button>
        </div>
      </div>
    </li>
  );
}
