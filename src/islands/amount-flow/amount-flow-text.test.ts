import { describe, expect, test } from 'vitest';
import { AMOUNT_FLOW_TYPES, amountFlowTypeLabel, plainYuan, signedFen } from './amount-flow-text.ts';

describe('ledger text', () => {
  test('names every entry type in Chinese', () => {
    expect(AMOUNT_FLOW_TYPES.map(amountFlowTypeLabel)).toEqual(['充值', '支付', '退款', '优惠']);
  });

  test('writes the sign of income and spending, with a real minus sign', () => {
    expect(signedFen(1250)).toBe('+¥12.50');
    expect(signedFen(-1250)).toBe('\u2212¥12.50');
    expect(signedFen(-123456)).toBe('\u2212¥1,234.56');
    expect(signedFen(0)).toBe('¥0.00');
  });

  test('gives spreadsheets plain yuan numbers with two decimals', () => {
    expect(plainYuan(-1250)).toBe('-12.50');
    expect(plainYuan(123456)).toBe('1234.56');
    expect(plainYuan(5)).toBe('0.05');
    expect(plainYuan(0)).toBe('0.00');
  });
});
