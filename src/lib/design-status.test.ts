import { describe, expect, test } from 'vitest';
import { DesignStatus } from '../api/design-schema.ts';
import { DESIGN_STATUSES, isDesignStatus, packageState, revisionsLeft, usablePackages } from './design-status.ts';

describe('design statuses', () => {
  test('are the wire statuses in the order a request passes through them', () => {
    expect(DESIGN_STATUSES).toEqual(DesignStatus.options);
  });

  test('only the four statuses are statuses', () => {
    expect(isDesignStatus('设计中')).toBe(true);
    for (const other of ['', '待付款', null, '设计']) expect(isDesignStatus(other)).toBe(false);
  });
});

describe('a bought package', () => {
  test('is 待付款 until paid, 生效中 while requests are left, 已用完 without, and 已取消 when cancelled', () => {
    expect(packageState({ status: '待付款', requestsRemaining: 0 })).toBe('unpaid');
    expect(packageState({ status: '已完成', requestsRemaining: 2 })).toBe('active');
    expect(packageState({ status: '已完成', requestsRemaining: 0 })).toBe('usedUp');
    expect(packageState({ status: '已取消', requestsRemaining: 0 })).toBe('cancelled');
  });

  test('can be used for a new request only while in force', () => {
    const orders = [
      { orderNo: 'a', status: '待付款', requestsRemaining: 0 },
      { orderNo: 'b', status: '已完成', requestsRemaining: 1 },
      { orderNo: 'c', status: '已完成', requestsRemaining: 0 },
      { orderNo: 'd', status: '已取消', requestsRemaining: 0 },
    ] as const;
    expect(usablePackages(orders).map((order) => order.orderNo)).toEqual(['b']);
  });
});

test('revisions left never go below zero', () => {
  expect(revisionsLeft({ revisions: 3, revisionsUsed: 1 })).toBe(2);
  expect(revisionsLeft({ revisions: 1, revisionsUsed: 2 })).toBe(0);
});
