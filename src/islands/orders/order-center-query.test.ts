import { describe, expect, test } from 'vitest';
import { allowedActions, NO_ORDER_FILTER, orderListQuery, readDetailSearch, readOrderCenterSearch, statusTabs, writeOrderCenterSearch } from './order-center-query.ts';
import { localDayEnd, localDayStart } from '../../lib/format/datetime.ts';

describe('the order center query string', () => {
  test('keeps the status tab, search, date range and page, leaving defaults out', () => {
    const state = { status: '待付款', q: 'DZ2026', from: '2026-11-01', to: '2026-11-21', page: 2 } as const;
    const search = writeOrderCenterSearch(state);
    expect(search).toBe(`?status=${encodeURIComponent('待付款')}&q=DZ2026&from=2026-11-01&to=2026-11-21&page=2`);
    expect(readOrderCenterSearch(search, 'customized')).toEqual(state);
    expect(writeOrderCenterSearch(NO_ORDER_FILTER)).toBe('');
  });

  test('appends the open detail, and its payment when open', () => {
    expect(writeOrderCenterSearch(NO_ORDER_FILTER, { orderNo: 'HC20261121-0001', pay: false })).toBe('?orderNo=HC20261121-0001');
    expect(writeOrderCenterSearch({ ...NO_ORDER_FILTER, status: '已发货' }, { orderNo: 'X', pay: true })).toBe(`?status=${encodeURIComponent('已发货')}&orderNo=X&pay=1`);
  });

  test('a status the kind does not pass through falls back to 全部', () => {
    expect(readOrderCenterSearch('?status=待发货', 'customized').status).toBe('');
    expect(readOrderCenterSearch('?status=待发货', 'consumable').status).toBe('待发货');
    expect(readOrderCenterSearch('?status=待报价', 'consumable').status).toBe('');
    expect(readOrderCenterSearch('?status=paid', 'consumable').status).toBe('');
  });

  test('unreadable days, a backwards range and bad pages fall back to their defaults', () => {
    expect(readOrderCenterSearch('?from=2026-02-30&to=yesterday&page=0', 'customized')).toEqual(NO_ORDER_FILTER);
    expect(readOrderCenterSearch('?from=2026-11-21&to=2026-11-01', 'customized')).toMatchObject({ from: '', to: '' });
    expect(readOrderCenterSearch('?page=2.5', 'customized').page).toBe(1);
  });

  test('the search is trimmed and cut to what the server takes', () => {
    expect(readOrderCenterSearch(`?q=${'  DZ '}`, 'customized').q).toBe('DZ');
    expect(readOrderCenterSearch(`?q=${'1'.repeat(60)}`, 'customized').q).toHaveLength(40);
  });

  test('a link opens a detail by order number, with its payment only for pay=1', () => {
    expect(readDetailSearch('?orderNo=DZ1&pay=1')).toEqual({ orderNo: 'DZ1', pay: true });
    expect(readDetailSearch('?orderNo=DZ1&pay=yes')).toEqual({ orderNo: 'DZ1', pay: false });
    expect(readDetailSearch('?orderNo=%20&pay=1')).toBeNull();
    expect(readDetailSearch('?status=已完成')).toBeNull();
  });
});

describe('the list request', () => {
  test('sends whole local days: from the first midnight, to the midnight after the last day', () => {
    const query = orderListQuery('consumable', { status: '已完成', q: 'HC', from: '2026-11-01', to: '2026-11-02', page: 3 }, 10);
    expect(query).toEqual({ kind: 'consumable', status: '已完成', orderNo: 'HC', from: localDayStart('2026-11-01'), to: localDayEnd('2026-11-02'), page: 3, size: 10 });
  });

  test('leaves out what is not set, and sends nothing for a backwards range', () => {
    expect(orderListQuery('customized', NO_ORDER_FILTER, 10)).toEqual({ kind: 'customized', page: 1, size: 10 });
    expect(orderListQuery('customized', { ...NO_ORDER_FILTER, from: '2026-11-02', to: '2026-11-01' }, 10)).toBeNull();
  });
});

describe('the status tabs', () => {
  test('are 全部 and each status of the kind in order, with counts and 0 for a missing one; pending (null) while loading, none after a failure', () => {
    const tabs = statusTabs('consumable', { all: 7, byStatus: { 待付款: 2, 已完成: 5 } });
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['全部', 7],
      ['待付款', 2],
      ['待发货', 0],
      ['已发货', 0],
      ['已完成', 5],
      ['已取消', 0],
    ]);
    expect(statusTabs('customized', null).map((tab) => tab.value)).toEqual(['', '待报价', '待付款', '生产中', '已发货', '已完成', '已取消']);
    expect(statusTabs('customized', null).every((tab) => tab.count === null)).toBe(true);
    expect(statusTabs('customized', undefined).every((tab) => tab.count === undefined)).toBe(true);
  });
});

describe('the actions of an order', () => {
  test('are those it allows, paying first and cancelling last', () => {
    expect(allowedActions({ pay: true, cancel: true, confirmReceipt: false, reorder: false })).toEqual(['pay', 'cancel']);
    expect(allowedActions({ pay: false, cancel: false, confirmReceipt: true, reorder: false })).toEqual(['confirmReceipt']);
    expect(allowedActions({ pay: false, cancel: false, confirmReceipt: false, reorder: true })).toEqual(['reorder']);
    expect(allowedActions({ pay: false, cancel: false, confirmReceipt: false, reorder: false })).toEqual([]);
  });
});
