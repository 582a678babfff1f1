import type { MaterialPricing } from '~/wire/catalogue';
import type { PartOptions } from '~/wire/quotes';
import { t } from '~/components/part-options/messages';
import { optionsSummary } from '~/components/part-options/part-options-text';
import { monthDayText, shipDateOf, todayIn, type ShipDate } from '~/lib/orders/ship-date';

/** Today in the customer's own time zone, and the ship date `days` working days on. */
function shipIn(days: number): { today: string; ship: ShipDate } {
  const today = todayIn(new Date());
  return { today, ship: shipDateOf(today, days) };
}

/** `预计 12月3日 发货`, marked provisional after the last day the holiday list knows. */
export function ShipDateText({ days }: { days: number }) {
  const { today, ship } = shipIn(days);
  return (
    <span data-ship-date={ship.date}>
      {t('ship.date', { date: monthDayText(ship.date, today) })}
      {ship.provisional && <span className="text-base-content/70">{t('ship.provisional')}</span>}
    </span>
  );
}

/** The order's ship date under the totals of step 3: from the longest lead time of its parts. */
export function ShipNote({ days }: { days: number }) {
  return (
    <p className="text-sm text-base-content/70" data-ship-note>
      <ShipDateText days={days} />
      <span>（{t('ship.ifPaidToday', { days })}）</span>
    </p>
  );
}

/**
 * When a line's part ships and, for a line asked with choices, the choices the server priced it
 * with (`英寸 · 喷漆（中国红） · 加急 · 预计 12月3日 发货`); a line without choices ships with the order.
 * With `leadDays` null (an order the factory has yet to price) only the choices, without a date.
 */
export function LineOptionsNote({ options, leadDays, pricing }: { options: PartOptions | undefined; leadDays: number | null; pricing: MaterialPricing | undefined }) {
  if (leadDays === null) return options ? <span data-line-options="">{optionsSummary(options, pricing)}</span> : null;
  const { today, ship } = shipIn(leadDays);
  const date = monthDayText(ship.date, today);
  return (
    <span data-line-options={options ? '' : undefined} data-line-ship-date={ship.date}>
      {options ? t('ship.line', { options: optionsSummary(options, pricing), date }) : t('ship.date', { date })}
      {ship.provisional && t('ship.provisional')}
    </span>
  );
}
