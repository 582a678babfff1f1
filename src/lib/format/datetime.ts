/**
 * Times travel as ISO instants and are shown in the customer's local time zone.
 * Date-only values (`YYYY-MM-DD`, from date inputs) are local calendar days.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-21 13:05` in the browser's time zone; '' for an unreadable value. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `2026-11-21` in the browser's time zone; '' for an unreadable value. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatLocalDate(date);
}

function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseLocalDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatLocalDate(date) === day ? date : null;
}

/** The instant a local calendar day starts, as ISO; null for an invalid day. */
export function localDayStart(day: string): string | null {
  return parseLocalDay(day)?.toISOString() ?? null;
}

/** The instant after a local calendar day ends (the next day's start), as ISO; null if invalid. */
export function localDayEnd(day: string): string | null {
  const date = parseLocalDay(day);
  if (!date) return null;
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function localToday(now: Date = new Date()): string {
  return formatLocalDate(now);
}
