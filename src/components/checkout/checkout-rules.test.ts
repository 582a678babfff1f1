import { describe, expect, test } from 'vitest';
import { conflictOutcome, firstBlock, orderBody } from './checkout-rules.ts';

const attempt = {
  request: { materialId: 3, items: [{ fileId: 7, quantity: 2 }], couponId: null },
  shown: { payable: 15_743 },
  address: { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' },
  remarks: '周末不收货',
  draftId: 'draft-1',
  customerId: 5,
};

describe('one checkout for every priced order', () => {
  test('sends the request with its address, remarks, the payable shown and the key of its draft', () => {
    const body = orderBody('quotation', attempt);
    expect(body).toEqual({ ...attempt.request, address: attempt.address, remarks: '周末不收货', expectedPayable: 15_743, idempotencyKey: expect.any(String) });
    // The same draft is the same order, however often it is sent; another draft or kind is another.
    expect(orderBody('quotation', attempt).idempotencyKey).toBe(body.idempotencyKey);
    expect(orderBody('quotation', { ...attempt, draftId: 'draft-2' }).idempotencyKey).not.toBe(body.idempotencyKey);
    expect(orderBody('cart', attempt).idempotencyKey).not.toBe(body.idempotencyKey);
  });

  test('reads a 409 from the price asked again: a changed payable is confirmed, an unchanged one is the server’s own refusal', () => {
    expect(conflictOutcome(15_743, 16_020, false)).toBe('priceChanged');
    expect(conflictOutcome(15_743, 15_743, false)).toBe('conflict');
    // What the fresh price explains by itself (stock run short) is shown on its lines, whatever the payable.
    expect(conflictOutcome(15_743, 16_020, true)).toBe('explained');
    expect(conflictOutcome(15_743, 15_743, true)).toBe('explained');
  });

  test('says why 提交订单 waits with the first reason that holds', () => {
    expect(firstBlock([false, null, '数量有误', '等待报价'])).toBe('数量有误');
    expect(firstBlock([undefined, '', false])).toBeNull();
    expect(firstBlock([])).toBeNull();
  });
});
