import type { MaterialPricing } from '~/wire/catalogue';
import type { PartOptions } from '~/wire/quotes';
import { t } from '~/i18n/t-part-options';
import { optionsSummary } from '~/lib/part-options-text';
import { monthDayText, shipDateOf, todayIn, type ShipDate } from '~/lib/ship-date';

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

/** A line's choices as the server priced them, and when that part ships. */
export function LineOptionsNote({ options, leadDays, pricing }: { options: PartOptions; leadDays: number; pricing: MaterialPricing | undefined }) {
  const { today, ship } = shipIn(leadDays);
  return (
    <p className="text-sm text-base-content/70" data-line-options>
      {t('ship.line', { options: optionsSummary(options, pricing), date: monthDayText(ship.date, today) })}
      {ship.provisional && t('ship.provisional')}
    </p>
  );
}
