import { describe, expect, test } from 'vitest';
import { payableText, pendingNote, pendingReasonOf, pricePending, pricedPartText } from './order-price.ts';

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

describe('why a pending price waits', () => {
  test('names a file quoted by hand only when a line is one; otherwise the factory’s confirmation of parts already priced', () => {
    expect(pendingReasonOf([{ manual: false }, { manual: true }])).toBe('manual');
    expect(pendingReasonOf([{ manual: false }])).toBe('confirmation');
    expect(pendingNote(pendingReasonOf([{ manual: true }]))).toMatch(/^含人工报价文件/);
    expect(pendingNote(pendingReasonOf([{ manual: false }]))).toBe('含带图纸或加工要求的零件：工厂确认价格后订单转为待付款，届时才有应付金额，此前不收取任何费用。');
    expect(pendingNote(pendingReasonOf([{ manual: false }]))).not.toContain('人工报价');
  });
});
