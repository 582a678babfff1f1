import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api/schema.ts';
import { couponBlockerText, couponOptions, usableCouponId } from './coupon-eligibility.ts';

const coupon = (id: number, kind: Coupon['kind'], value: number, threshold: number): Coupon => ({
  id,
  title: `券 ${id}`,
  kind,
  value,
  threshold,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
  rules: '',
  status: 'unused',
});

const hundredOff20 = coupon(15, 'amount', 2000, 10000);
const tenPercentFrom50 = coupon(16, 'percent', 10, 5000);
const fiveOff = coupon(17, 'amount', 500, 0);
const coupons = [hundredOff20, tenPercentFrom50, fiveOff];

describe('which coupons an order can take', () => {
  it('offers the coupons whose threshold the goods meet, the biggest saving first', () => {
    const options = couponOptions(coupons, 12000, false);
    expect(options.map((option) => [option.coupon.id, option.blocker, option.discount])).toEqual([
      [15, null, 2000],
      [16, null, 1200],
      [17, null, 500],
    ]);
  });

  it('counts a threshold as met when the goods equal it', () => {
    expect(couponOptions([hundredOff20], 10000, false)[0]?.blocker).toBeNull();
  });

  it('shows coupons above the goods as blocked, the nearest threshold first, after the usable ones', () => {
    const options = couponOptions(coupons, 6000, false);
    expect(options.map((option) => [option.coupon.id, option.blocker, option.discount])).toEqual([
      [16, null, 600],
      [17, null, 500],
      [15, 'threshold', 0],
    ]);
    const blocked = options[2];
    expect(blocked && couponBlockerText(blocked, 6000)).toBe('未满足使用门槛，还差 ¥40.00');
  });

  it('blocks every coupon while a file waits for a manual quote', () => {
    const options = couponOptions(coupons, 50000, true);
    expect(options.every((option) => option.blocker === 'manual')).toBe(true);
    const first = options[0];
    expect(first && couponBlockerText(first, 50000)).toBe('含人工报价文件的订单不可用券');
  });

  it('keeps the chosen coupon only while it stays usable', () => {
    expect(usableCouponId(15, couponOptions(coupons, 12000, false))).toBe(15);
    expect(usableCouponId(15, couponOptions(coupons, 9999, false))).toBeNull();
    expect(usableCouponId(99, couponOptions(coupons, 12000, false))).toBeNull();
    expect(usableCouponId(null, couponOptions(coupons, 12000, false))).toBeNull();
  });
});
