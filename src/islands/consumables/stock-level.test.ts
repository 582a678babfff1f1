import { describe, expect, test } from 'vitest';
import { stockLevel } from './stock-level.ts';

describe('the stock level shown on a consumable', () => {
  test('is 缺货 at zero, 库存紧张 up to ten units and 有货 above', () => {
    expect(stockLevel(0)).toBe('none');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(10)).toBe('low');
    expect(stockLevel(11)).toBe('plenty');
  });
});
