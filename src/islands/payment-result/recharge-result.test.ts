import { describe, expect, test } from 'vitest';
import { rechargeOutcome } from './recharge-result.ts';

const attempt = (status: 'pending' | 'paid' | 'failed' | 'cancelled') => ({ status, at: '2026-11-21T08:00:00.000Z', message: '' });

describe('rechargeOutcome', () => {
  test('a credited top-up is paid, whatever its last attempt says', () => {
    expect(rechargeOutcome({ status: '已支付', lastAttempt: attempt('paid') })).toBe('paid');
    expect(rechargeOutcome({ status: '已支付', lastAttempt: attempt('failed') })).toBe('paid');
  });

  test('an unpaid one says how its last attempt went', () => {
    expect(rechargeOutcome({ status: '待支付', lastAttempt: attempt('failed') })).toBe('failed');
    expect(rechargeOutcome({ status: '待支付', lastAttempt: attempt('pending') })).toBe('pending');
    expect(rechargeOutcome({ status: '待支付', lastAttempt: attempt('cancelled') })).toBe('unpaid');
    expect(rechargeOutcome({ status: '待支付', lastAttempt: null })).toBe('unpaid');
  });
});
