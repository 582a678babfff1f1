import { describe, expect, test } from 'vitest';
import { couponStatusFromQuery, couponStatusQuery, couponValidityText, countsAfterClaim } from '../wallet/coupon-text.ts';
import { couponThresholdText, couponValueText } from './coupon-value-text.ts';
import { couponFigure, discountFold, shortYuan } from '../../lib/format/coupon-figures.ts';

describe('coupon value', () => {
  test('an amount-off coupon shows whole yuan without decimals', () => {
    expect(couponValueText('amount', 2000)).toBe('¥20');
    expect(couponFigure('amount', 5000)).toEqual({ figure: '50', unit: 'yuan' });
  });

  test('an amount-off coupon keeps the cents it has', () => {
    expect(shortYuan(1550)).toBe('15.5');
    expect(shortYuan(1505)).toBe('15.05');
    expect(shortYuan(5)).toBe('0.05');
  });

  test('a percent-off coupon shows the share paid as 折', () => {
    expect(couponValueText('percent', 12)).toBe('8.8折');
    expect(couponValueText('percent', 10)).toBe('9折');
    expect(couponValueText('percent', 5)).toBe('9.5折');
    expect(couponValueText('percent', 15)).toBe('8.5折');
    expect(couponFigure('percent', 33)).toEqual({ figure: '6.7', unit: 'fold' });
  });

  test('a discount figure never goes below nothing paid', () => {
    expect(discountFold(100)).toBe('0');
    expect(discountFold(150)).toBe('0');
  });
});

describe('coupon threshold and validity', () => {
  test('names the goods total the order must reach', () => {
    expect(couponThresholdText(19900)).toBe('满¥199可用');
    expect(couponThresholdText(15050)).toBe('满¥150.5可用');
  });

  test('a coupon without threshold says so', () => {
    expect(couponThresholdText(0)).toBe('无门槛');
  });

  test('shows the validity window in local time (UTC+8 in tests)', () => {
    expect(couponValidityText({ validFrom: '2026-10-31T16:00:00.000Z', validTo: '2026-11-30T15:59:00.000Z' })).toBe(
      '有效期 2026-11-01 00:00 至 2026-11-30 23:59',
    );
  });
});

describe('selected tab in the query string', () => {
  test('reads a known status', () => {
    expect(couponStatusFromQuery('?status=unused')).toBe('unused');
    expect(couponStatusFromQuery('?page=2&status=expired')).toBe('expired');
  });

  test('falls back to 可领取 for a missing or unknown status', () => {
    expect(couponStatusFromQuery('')).toBe('claimable');
    expect(couponStatusFromQuery('?status=<script>')).toBe('claimable');
  });

  test('writes the status, leaving out the default tab and keeping other parameters', () => {
    expect(couponStatusQuery('', 'used')).toBe('?status=used');
    expect(couponStatusQuery('?status=used', 'claimable')).toBe('');
    expect(couponStatusQuery('?from=mail&status=used', 'expired')).toBe('?from=mail&status=expired');
  });
});

describe('counts after a claim', () => {
  test('one coupon moves from 可领取 to 未使用', () => {
    expect(countsAfterClaim({ claimable: 4, unused: 2, used: 2, expired: 2 })).toEqual({ claimable: 3, unused: 3, used: 2, expired: 2 });
  });

  test('可领取 never goes negative', () => {
    expect(countsAfterClaim({ claimable: 0, unused: 0, used: 0, expired: 0 }).claimable).toBe(0);
  });
});
