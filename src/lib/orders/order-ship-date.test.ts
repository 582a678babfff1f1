import { describe, expect, it } from 'vitest';
import { orderShipDate } from './order-ship-date.ts';

const paid = (paidAt: string | null, leadDays: unknown[], status = '生产中') => ({ status, paidAt, lines: leadDays.map((days) => ({ leadDays: days })) });

describe('the ship date of a paid order', () => {
  it("counts its slowest line's working days from the day it was paid, not that day itself", () => {
    // Paid Tuesday 2026-11-24 in 北京: 2 working days → Thursday; 5 → Tuesday 12-01 (over the weekend).
    expect(orderShipDate(paid('2026-11-24T02:00:00.000Z', [2]), 'Asia/Shanghai')).toEqual({ date: '2026-11-26', provisional: false, days: 2 });
    expect(orderShipDate(paid('2026-11-24T02:00:00.000Z', [2, 5, 3]), 'Asia/Shanghai')).toEqual({ date: '2026-12-01', provisional: false, days: 5 });
  });

  it("takes the payment day as the customer's clock read it", () => {
    // 2026-11-27T17:00Z is Saturday 01:00 in 北京 but Friday in New York.
    expect(orderShipDate(paid('2026-11-27T17:00:00.000Z', [1]), 'Asia/Shanghai')?.date).toBe('2026-11-30');
    expect(orderShipDate(paid('2026-11-27T17:00:00.000Z', [1]), 'America/New_York')?.date).toBe('2026-11-30');
    expect(orderShipDate(paid('2026-11-26T17:00:00.000Z', [1]), 'America/New_York')?.date).toBe('2026-11-27');
    expect(orderShipDate(paid('2026-11-26T17:00:00.000Z', [1]), 'Asia/Shanghai')?.date).toBe('2026-11-30');
  });

  it('marks a date past the last day the holiday list knows as provisional', () => {
    expect(orderShipDate(paid('2026-12-28T02:00:00.000Z', [5]), 'Asia/Shanghai')?.provisional).toBe(true);
  });

  it('says nothing for an order not waiting to ship, not paid, or whose lines give no lead time', () => {
    for (const status of ['待付款', '已发货', '已完成', '已取消', '待报价']) expect(orderShipDate(paid('2026-11-24T02:00:00.000Z', [2], status))).toBeNull();
    expect(orderShipDate(paid('2026-11-24T02:00:00.000Z', [2], '待发货'))).not.toBeNull();
    expect(orderShipDate(paid(null, [2]))).toBeNull();
    expect(orderShipDate(paid('not a time', [2]))).toBeNull();
    expect(orderShipDate(paid('2026-11-24T02:00:00.000Z', []))).toBeNull();
    expect(orderShipDate(paid('2026-11-24T02:00:00.000Z', [undefined, '3', 0, -2, 1.5, null]))).toBeNull();
  });
});
