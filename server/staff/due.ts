import { CONFIRMATION_WORKING_DAYS } from '../../src/lib/orders/callout-limits.ts';
import { addWorkingDays } from '../../src/lib/orders/working-days.ts';
import type { QuoteDue } from '../../src/wire/staff.ts';
import { dayMs } from '../core/durations.ts';
import { shopDay } from '../orders/numbers.ts';

/**
 * When a 待报价 order placed at `createdAt` is due: the same time of day, CONFIRMATION_WORKING_DAYS
 * working days later by the shop's calendar (Asia/Shanghai has no daylight saving, so whole days
 * are exact). What the customer was promised when ordering (需工程师确认, 1 个工作日内).
 */
export function quoteDueAt(createdAt: number): number {
  const placed = shopDay(createdAt);
  const due = addWorkingDays(placed, CONFIRMATION_WORKING_DAYS);
  return createdAt + Math.round((Date.parse(due) - Date.parse(placed)) / dayMs) * dayMs;
}

/** The due time of an order as the console shows it; overdue only while still 待报价 past it. */
export function quoteDueOf(orderNo: string, createdAt: number, waiting: boolean, at: number): QuoteDue {
  const dueAt = quoteDueAt(createdAt);
  return { orderNo, createdAt: new Date(createdAt).toISOString(), dueAt: new Date(dueAt).toISOString(), overdue: waiting && at > dueAt };
}
