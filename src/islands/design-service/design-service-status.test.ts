import { describe, expect, test } from 'vitest';
import { DesignStatus } from '../../wire/design-requests.ts';
import { DESIGN_STATUSES, isDesignStatus, revisionsLeft, usablePackages } from './design-service-status.ts';

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
  test('can be used for a new request only while the server shows it 生效中', () => {
    const orders = [
      { orderNo: 'a', status: '待付款' },
      { orderNo: 'b', status: '生效中' },
      { orderNo: 'c', status: '已用完' },
      { orderNo: 'd', status: '已取消' },
    ] as const;
    expect(usablePackages(orders).map((order) => order.orderNo)).toEqual(['b']);
  });
});

test('revisions left never go below zero', () => {
  expect(revisionsLeft({ revisions: 3, revisionsUsed: 1 })).toBe(2);
  expect(revisionsLeft({ revisions: 1, revisionsUsed: 2 })).toBe(0);
});
