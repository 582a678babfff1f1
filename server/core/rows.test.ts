import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnOf, fieldsOf, intOf, isoOf, nullableIsoOf, nullableTextOf, parsedOf, textOf } from './rows.ts';

describe('reading a row by fields', () => {
  const row = { id: 7n, order_no: 'SO-1', balance_after: 1200, remark: null, status: '待付款', created_at: 0, paid_at: null };

  it('reads each field from the snake_case column of its camelCase name', () => {
    expect(['id', 'orderNo', 'balanceAfter', 'createdAt'].map(columnOf)).toEqual(['id', 'order_no', 'balance_after', 'created_at']);
    expect(fieldsOf(row, { id: intOf, orderNo: textOf, balanceAfter: intOf, remark: nullableTextOf, createdAt: isoOf, paidAt: nullableIsoOf })).toEqual({
      id: 7,
      orderNo: 'SO-1',
      balanceAfter: 1200,
      remark: null,
      createdAt: '1970-01-01T00:00:00.000Z',
      paidAt: null,
    });
  });

  it('keeps the readers\' order, and refuses a column of another type or a value outside the enum', () => {
    expect(Object.keys(fieldsOf(row, { status: textOf, id: intOf }))).toEqual(['status', 'id']);
    expect(fieldsOf(row, { status: parsedOf(z.enum(['待付款', '已取消'])) })).toEqual({ status: '待付款' });
    expect(() => fieldsOf(row, { status: parsedOf(z.enum(['已取消'])) })).toThrow();
    expect(() => fieldsOf(row, { orderNo: intOf })).toThrow('column order_no: expected an integer');
    expect(() => fieldsOf(row, { remark: textOf })).toThrow('column remark: expected text');
  });
});
