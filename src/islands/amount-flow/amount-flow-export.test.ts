import { describe, expect, test } from 'vitest';
import type { AmountFlowEntry } from '../../wire/amount-flow.ts';
import { amountFlowCsv, amountFlowFileName, collectAllPages } from './amount-flow-export.ts';

const entry = (overrides: Partial<AmountFlowEntry>): AmountFlowEntry => ({
  id: 1,
  time: '2026-11-21T05:05:00.000Z',
  type: 'payment',
  amount: -1250,
  balanceAfter: 8750,
  orderNo: 'DZ000000000001',
  remark: '定制订单支付',
  ...overrides,
});

describe('collectAllPages', () => {
  const numbers = Array.from({ length: 250 }, (_, index) => index);
  const pagesOf = (list: number[]) => {
    const asked: number[] = [];
    const fetchPage = async (page: number, size: number) => {
      asked.push(page);
      return { records: list.slice((page - 1) * size, page * size), total: list.length };
    };
    return { asked, fetchPage };
  };

  test('fetches page after page until the total is reached', async () => {
    const { asked, fetchPage } = pagesOf(numbers);
    expect(await collectAllPages(fetchPage, 100)).toEqual(numbers);
    expect(asked).toEqual([1, 2, 3]);
  });

  test('asks once for a list that fits on one page, and once for an empty one', async () => {
    const one = pagesOf(numbers.slice(0, 100));
    expect(await collectAllPages(one.fetchPage, 100)).toHaveLength(100);
    expect(one.asked).toEqual([1]);
    const none = pagesOf([]);
    expect(await collectAllPages(none.fetchPage, 100)).toEqual([]);
    expect(none.asked).toEqual([1]);
  });

  test('stops at a short page even if the total claims more', async () => {
    const fetchPage = async (page: number) => ({ records: page === 1 ? [1, 2] : [], total: 10 });
    expect(await collectAllPages(fetchPage, 2)).toEqual([1, 2]);
  });

  test('passes a failed page on', async () => {
    const fetchPage = async () => Promise.reject(new Error('服务异常'));
    await expect(collectAllPages(fetchPage)).rejects.toThrow('服务异常');
  });
});

describe('amountFlowCsv', () => {
  test('has the header row, then one row per entry with local times and plain amounts', () => {
    const csv = amountFlowCsv([
      entry({}),
      entry({ id: 2, time: '2026-11-20T16:30:00.000Z', type: 'recharge', amount: 100000, balanceAfter: 108750, orderNo: null, remark: '在线充值' }),
    ]);
    expect(csv).toBe(
      '\uFEFF时间,类型,金额(元),余额(元),关联订单,备注\r\n' +
        '2026-11-21 13:05,支付,-12.50,87.50,DZ000000000001,定制订单支付\r\n' +
        '2026-11-21 00:30,充值,1000.00,1087.50,,在线充值\r\n',
    );
  });

  test('escapes remarks and neutralises formulas in them', () => {
    const csv = amountFlowCsv([entry({ remark: '=1+1,"备注"\n第二行' })]);
    expect(csv).toContain(`,"'=1+1,""备注""\n第二行"\r\n`);
  });

  test('names the file after the local day', () => {
    expect(amountFlowFileName('2026-11-21')).toBe('余额流水-2026-11-21.csv');
  });
});
