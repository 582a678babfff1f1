import { describe, expect, test } from 'vitest';
import { OrderStatus } from '../../wire/order-status.ts';
import { excerptOf, statusBadgeClass, takesDrawings } from './professional-order-text.ts';

describe('a requirements excerpt', () => {
  test('keeps a short text whole, on one line', () => {
    expect(excerptOf('外壳喷砂\n\n  支架承重 2 kg', 60)).toBe('外壳喷砂 支架承重 2 kg');
  });

  test('cuts a long text at the limit with …', () => {
    expect(excerptOf('一二三四五六七八九十', 4)).toBe('一二三四…');
  });

  test('never splits a character outside the BMP', () => {
    expect(excerptOf('🔩🔩🔩🔩', 2)).toBe('🔩🔩…');
  });
});

describe('order status', () => {
  test('every status has a badge colour', () => {
    for (const status of OrderStatus.options) expect(statusBadgeClass(status)).toMatch(/^badge-/);
  });

  test('only an order waiting for its quote takes drawings', () => {
    expect(OrderStatus.options.filter(takesDrawings)).toEqual(['待报价']);
  });
});
