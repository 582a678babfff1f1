import { lazy, Suspense, type ReactNode } from 'react';
import type { OrderDetail, OrderLine } from '~/wire/orders';
import { t } from '~/components/orders/messages';
import { t as tShipment } from '~/islands/orders/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { lineChoicesText } from '~/components/part-options/part-options-text';
import { orderShipDate } from '~/lib/orders/order-ship-date';
import { monthDayText, todayIn } from '~/lib/orders/ship-date';
import { PriceRows } from '~/components/price/PriceRows';
import { isPaid } from '~/lib/orders/order-paid';
import { pendingReasonOf } from '~/components/price/order-price';
import { shownParcels } from '~/lib/orders/tracking-link';
import { ItemImage } from './ItemImage';
import { ShipmentInfo } from './ShipmentInfo';
import { FileName } from '~/core/FileName';

// A line priced by its material's cost model says how: the rows and their texts load only for such an order.
const PriceBreakdown = lazy(async () => ({ default: (await import('~/components/price/PriceBreakdown')).PriceBreakdown }));
// A line with a 2D drawing or call-outs says so: loaded only for an order that has one.
// An assembly's parts list loads only for a line that has one.
const BomTable = lazy(() => import('~/components/parts-list/BomTable'));
// 售后 (claims, the form) loads only for a received order.
const AfterSalesPanel = lazy(() => import('./after-sales/AfterSalesPanel'));
const LineConfirmationNote = lazy(async () => ({ default: (await import('~/components/callouts/LineConfirmationNote')).LineConfirmationNote }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-base-content/80">{title}</h3>
      {children}
    </section>
  );
}

/** `pending`: the order still waits for its quote (待报价), so a line with a drawing or call-outs says 需工程师确认. */
function Line({ line, pending }: { line: OrderLine; pending: boolean }) {
  const choices = lineChoicesText(line);
  return (
    <li className="flex gap-3 py-3" data-line>
      <ItemImage src={line.image} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-medium wrap-anywhere">
            <FileName name={line.name} />
          </span>
          {line.manual && <span className="badge badge-warning badge-sm whitespace-nowrap">{t('orders.detail.manual')}</span>}
        </div>
        {line.spec && <span className="text-sm text-base-content/75">{line.spec}</span>}
        {choices && (
          <span className="text-sm break-words text-base-content/75" data-line-choices>
            {choices}
          </span>
        )}
        <span className="text-sm text-base-content/75 tabular-nums">
          {line.manual ? t('orders.detail.manualPrice') : formatFen(line.unitPrice)} × {line.quantity}
        </span>
        {line.breakdown && !line.manual && (
          <Suspense fallback={null}>
            <PriceBreakdown line={{ ...line, breakdown: line.breakdown }} />
          </Suspense>
        )}
        {line.parts && (
          <Suspense fallback={null}>
            <BomTable fileName={line.name} parts={line.parts} sets={line.quantity} setPrice={line.manual ? undefined : line.unitPrice} lineFinish={line.options?.finish} />
          </Suspense>
        )}
        {line.needsConfirmation === true && (
          <Suspense fallback={null}>
            <LineConfirmationNote drawing={line.drawing} callouts={line.callouts} pending={pending} />
          </Suspense>
        )}
      </div>
      <span className="shrink-0 self-center font-semibold tabular-nums">
        <span className="sr-only">{t('orders.detail.col.subtotal')} </span>
        {line.manual ? t('orders.detail.manualPrice') : formatFen(line.subtotal)}
      </span>
    </li>
  );
}

/** The body of an order: lines, amounts, address and remarks, payment and the timeline. */
export function OrderBody({ order }: { order: OrderDetail }) {
  const none = t('orders.detail.noRemarks');
  const parcels = shownParcels(order);
  const [shipment] = parcels;
  // The parcel's actions sit in the newest 已发货 entry of the timeline too.
  const shippedAt = order.timeline.findLastIndex((event) => event.status === '已发货');
  // A paid order still at the factory says when it is promised to ship (when its lines say their lead time).
  const shipBy = orderShipDate(order);
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('orders.detail.lines')}>
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 px-3">
          {order.lines.map((line, index) => (
            <Line key={`${line.fileId ?? line.consumableId ?? 'line'}-${index}`} line={line} pending={order.status === '待报价'} />
          ))}
        </ul>
      </Section>

      <Section title={t('orders.detail.amounts')}>
        <div className="rounded-box bg-base-200 p-3" data-amounts>
          <PriceRows price={order} pendingReason={pendingReasonOf(order.lines)} couponTitle={order.coupon?.title ?? null} large={false} payableAttrs={{ 'data-detail-payable': '' }} {...(isPaid(order.status) && { payableLabel: t('orders.detail.paid') })} />
        </div>
      </Section>

      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t('orders.detail.address')}>
          <p className="text-sm break-words">
            {order.address.name} {order.address.phone}
            <br />
            {order.address.region} {order.address.detail}
          </p>
        </Section>
        <Section title={t('orders.detail.remarks')}>
          <p className="text-sm break-words whitespace-pre-line">{order.remarks || none}</p>
        </Section>
      </div>

      <Section title={t('orders.detail.payment')}>
        {order.paidAt ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-payment>
            <dt className="text-base-content/75">{t('orders.detail.paidAt')}</dt>
            <dd className="tabular-nums">{formatDateTime(order.paidAt)}</dd>
            <dt className="text-base-content/75">{t('orders.detail.method')}</dt>
            <dd>{order.paidVia && order.paidVia !== 'mock' ? t(`pay.via.${order.paidVia}`) : order.paymentMethod ? t(`pay.method.${order.paymentMethod}`) : none}</dd>
            {shipBy && (
              <>
                <dt className="text-base-content/75">{t('orders.detail.shipBy')}</dt>
                <dd className="tabular-nums" data-detail-ship-by={shipBy.date}>
                  {t('orders.detail.shipByDate', { date: monthDayText(shipBy.date, todayIn(new Date())), days: shipBy.days })}
                  {shipBy.provisional && <span className="block text-base-content/75">{t('orders.detail.shipByProvisional')}</span>}
                </dd>
              </>
            )}
            {/* Only a backend with invoices says an order's invoice status; where to request or download it. */}
            {order.invoice && (
              <>
                <dt className="text-base-content/75">{t('orders.detail.invoice')}</dt>
                <dd className="flex flex-wrap items-center gap-x-3" data-detail-invoice={order.invoice.status}>
                  {t(`orders.invoice.${order.invoice.status}`)}
                  <a className="link link-primary" href="/ordercenter/invoices">
                    {order.invoice.status === '可申请' ? t('orders.detail.invoiceRequest') : t('orders.detail.invoiceView')}
                  </a>
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p className="text-sm text-base-content/75" data-payment>
            {t('orders.detail.unpaid')}
          </p>
        )}
      </Section>

      {parcels.length > 0 && (
        <Section title={tShipment('shipment.title')}>
          <ol className="flex flex-col gap-3" data-parcels={parcels.length}>
            {parcels.map((parcel, index) => (
              <li key={index} className="flex flex-col gap-1">
                {parcels.length > 1 && <span className="text-sm font-medium">{tShipment('shipment.parcel', { n: index + 1, count: parcels.length })}</span>}
                <ShipmentInfo shipment={parcel} />
              </li>
            ))}
          </ol>
        </Section>
      )}

      {order.status === '已完成' && (order.kind === 'customized' || order.kind === 'consumable') && (
        <Suspense fallback={null}>
          <AfterSalesPanel order={order} />
        </Suspense>
      )}

      {/* Oldest first: the order's story reads top to bottom in the order its statuses run. */}
      <Section title={t('orders.detail.timeline')}>
        <ol className="flex flex-col" data-timeline>
          {order.timeline.map((event, index) => {
            const last = index === order.timeline.length - 1;
            return (
              <li key={`${event.status}-${event.at}-${index}`} className="relative flex gap-3 pb-3 last:pb-0">
                <span className="flex flex-col items-center" aria-hidden="true">
                  <span className={`mt-1.5 size-2.5 rounded-full ${last ? 'bg-primary' : 'bg-base-300'}`} />
                  {!last && <span className="w-px flex-1 bg-base-300" />}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className={last ? 'font-semibold' : ''}>{event.status}</span>
                  <span className="text-xs text-base-content/75 tabular-nums">{formatDateTime(event.at)}</span>
                  {event.note && <span className="text-sm break-words text-base-content/85">{event.note}</span>}
                  {shipment && parcels.length === 1 && index === shippedAt && <ShipmentInfo shipment={shipment} compact />}
                </span>
              </li>
            );
          })}
        </ol>
      </Section>
    </div>
  );
}
