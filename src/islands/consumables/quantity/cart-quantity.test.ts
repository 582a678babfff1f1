import { describe, expect, test } from 'vitest';
import { parseCartQuantity, stepCartQuantity } from './cart-quantity.ts';

describe('a typed consumable quantity', () => {
  test('is a whole number from 1 to the stock', () => {
    expect(parseCartQuantity(' 3 ', 5, '瓶')).toEqual({ ok: true, quantity: 3 });
    expect(parseCartQuantity('5', 5, '瓶')).toEqual({ ok: true, quantity: 5 });
  });

  test('says what is wrong otherwise', () => {
    expect(parseCartQuantity('', 5, '瓶')).toEqual({ ok: false, error: '请输入数量' });
    expect(parseCartQuantity('2.5', 5, '瓶')).toEqual({ ok: false, error: '数量须为正整数' });
    expect(parseCartQuantity('-1', 5, '瓶')).toEqual({ ok: false, error: '数量须为正整数' });
    expect(parseCartQuantity('0', 5, '瓶')).toEqual({ ok: false, error: '数量至少为 1' });
    expect(parseCartQuantity('6', 5, '瓶')).toEqual({ ok: false, error: '库存仅剩 5 瓶' });
    expect(parseCartQuantity('10000', 20000, '卷')).toEqual({ ok: false, error: '数量最多 9999' });
    expect(parseCartQuantity('1', 0, '卷')).toEqual({ ok: false, error: '该耗材已缺货' });
  });

  test('steps by one within 1 and the stock', () => {
    expect(stepCartQuantity(1, -1, 5)).toBe(1);
    expect(stepCartQuantity(4, 1, 5)).toBe(5);
    expect(stepCartQuantity(5, 1, 5)).toBe(5);
    expect(stepCartQuantity(8, -1, 5)).toBe(5);
  });
});
