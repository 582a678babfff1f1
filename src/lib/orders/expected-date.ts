import { localToday } from '../format/datetime.ts';

/**
 * The expected dates 新建专业订单 offers in one tap, in days from today; any other day is typed or
 * picked under 指定日期 (a date field is drawn only then: it is the costliest control to make).
 */
export const EXPECTED_DATE_PRESETS = [7, 14, 30] as const;

/** The calendar day `days` after `day` (both `YYYY-MM-DD`, local days: no time zone shift). */
export function daysAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return localToday(new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days));
}
