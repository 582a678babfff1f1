import { describe, expect, test } from 'vitest';
import type { PaymentStatus } from '../../wire/payments.ts';
import { paymentOutcome } from './payment-result.ts';

const unpaid: PaymentStatus = { orderNo: 'DZ20261121-0001', kind: 'customized', status: '待付款', payable: 30000, paid: false, paidAt: null, method: null, lastAttempt: null };
const attempt = (status: 'pending' | 'paid' | 'failed' | 'cancelled') => ({ status, at: '2026-11-21T02:00:00.000Z', message: status === 'failed' ? '银行卡余额不足' : '' });

describe('the payment result', () => {
  test('reads paid once the order is paid, whatever the last online attempt did', () => {
    expect(paymentOutcome({ ...unpaid, paid: true, status: '生产中', paidAt: '2026-11-21T02:01:00.000Z', method: 'balance', lastAttempt: attempt('cancelled') })).toBe('paid');
  });

  test('reads failed, pending or not paid from the last attempt of a 待付款 order', () => {
    expect(paymentOutcome({ ...unpaid, lastAttempt: attempt('failed') })).toBe('failed');
    expect(paymentOutcome({ ...unpaid, lastAttempt: attempt('pending') })).toBe('pending');
    expect(paymentOutcome({ ...unpaid, lastAttempt: attempt('cancelled') })).toBe('unpaid');
    expect(paymentOutcome(unpaid)).toBe('unpaid');
  });

  test('reads closed for an order that can no longer be paid', () => {
    expect(paymentOutcome({ ...unpaid, status: '已取消', lastAttempt: attempt('failed') })).toBe('closed');
  });
});
