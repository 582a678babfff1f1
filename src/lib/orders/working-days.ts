/**
 * Working days for promised ship dates: Monday to Friday, without the public holidays and with the
 * weekend days worked instead (调休), as the State Council's notice for the year sets them
 * (国务院办公厅关于2026年部分节假日安排的通知, 2025-11-04). A year whose notice is not out yet
 * counts only the holidays fixed by law on a fixed date (元旦) and otherwise weekdays: the dates
 * shown for it are marked as provisional by `provisionalAfter`.
 */

/** Days off that fall on a weekday or weekend, by ISO date. */
const HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026: 元旦, 春节, 清明节, 劳动节, 端午节, 中秋节, 国庆节.
  ...range('2026-01-01', '2026-01-03'),
  ...range('2026-02-15', '2026-02-23'),
  ...range('2026-04-04', '2026-04-06'),
  ...range('2026-05-01', '2026-05-05'),
  ...range('2026-06-19', '2026-06-21'),
  ...range('2026-09-25', '2026-09-27'),
  ...range('2026-10-01', '2026-10-07'),
  // 2027: only 元旦 is certain before the year's notice.
  '2027-01-01',
]);

/** Weekend days worked in exchange for a longer holiday (调休上班). */
const WORKED_WEEKENDS: ReadonlySet<string> = new Set(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);

/** The last day the holiday list is complete for; later dates may move when a notice comes out. */
export const provisionalAfter = '2026-12-31';

function range(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** `YYYY-MM-DD` of the day after, by the calendar (no time zone involved). */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return next.toISOString().slice(0, 10);
}

/** Whether the factory works on `day` (`YYYY-MM-DD`). */
export function isWorkingDay(day: string): boolean {
  if (HOLIDAYS.has(day)) return false;
  if (WORKED_WEEKENDS.has(day)) return true;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The `count`-th working day after `today` (today itself is not counted, whether or not it is a
 * working day): an order placed on a Friday with 2 working days ships on Tuesday.
 */
export function addWorkingDays(today: string, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('a whole number of working days');
  let day = today;
  for (let left = count; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}
