import { describe, expect, test } from 'vitest';
import { payableText, pricePending, pricedPartText } from './order-price.ts';

describe('the price an order or a quote shows', () => {
  test('is its payable once everything is priced', () => {
    expect(payableText({ status: '待付款', payable: 8340 })).toBe('¥83.40');
    expect(payableText({ manual: false, payable: 4920 })).toBe('¥49.20');
  });

  test('is 价格待定 while an order waits for its quote, whatever part of it is priced', () => {
    expect(payableText({ status: '待报价', payable: 0 })).toBe('价格待定');
    expect(payableText({ status: '待报价', payable: 4920 })).toBe('价格待定');
    expect(pricePending({ status: '已完成', payable: 4920 })).toBe(false);
  });

  test('is 价格待定 for a quote holding a file to be quoted by hand, with the priced part said apart', () => {
    expect(payableText({ manual: true, payable: 4920 })).toBe('价格待定');
    expect(pricedPartText(3420)).toBe('已计价部分 ¥34.20');
  });
});
