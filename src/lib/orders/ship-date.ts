import { localToday } from '../format/datetime.ts';
import { addWorkingDays, provisionalAfter } from './working-days.ts';

/**
 * The promised ship date of a lead time: `days` working days (src/lib/orders/working-days.ts) after
 * today as the customer's clock reads it, so a customer ordering on Friday evening in 北京 is
 * counted from that Friday even while it is already Saturday in UTC+14 or still Thursday in UTC.
 * Today itself is not counted. A date after the last day the holiday list knows is provisional.
 */
export interface ShipDate {
  /** `YYYY-MM-DD`. */
  date: string;
  provisional: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's `YYYY-MM-DD` in `timeZone`, or in the browser's own when undefined. The browser's own
 * day is read from the Date's local fields (localToday): building an `Intl.DateTimeFormat` costs a
 * throttled phone over 100 ms the first time on a page, and step 3 renders this on every line.
 */
export function todayIn(now: Date, timeZone?: string): string {
  if (timeZone === undefined) return localToday(now);
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

export function shipDateOf(today: string, days: number): ShipDate {
  const date = addWorkingDays(today, days);
  return { date, provisional: date > provisionalAfter };
}

/** `12月3日`, with the year in front when it is not today's year: `2027年1月5日`. */
export function monthDayText(date: string, today: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const short = `${Number(month)}月${Number(day)}日`;
  return year === today.slice(0, 4) ? short : `${year}年${short}`;
}
