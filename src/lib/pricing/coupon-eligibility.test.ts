import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../wire/coupons.ts';
import { couponOptions, usableCouponId } from './coupon-eligibility.ts';
import { couponBlockerText, couponScopeText } from '../../components/checkout/coupon-scope-text.ts';

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

/** A customised order in SLA (process 1) of `goods` fen. */
const sla = (goods: number, manual = false) => ({ kind: 'customized' as const, processId: 1, goods, manual });
const printing: Coupon['scope'] = {
  orderKind: 'customized',
  processes: [
    { id: 1, name: 'SLA 光敏树脂' },
    { id: 2, name: 'SLS 尼龙' },
  ],
};

describe('which coupons an order can take', () => {
  it('offers the coupons whose threshold the goods meet, the biggest saving first', () => {
    const options = couponOptions(coupons, sla(12000), 0);
    expect(options.map((option) => [option.coupon.id, option.blocker, option.discount])).toEqual([
      [15, null, 2000],
      [16, null, 1200],
      [17, null, 500],
    ]);
  });

  it('counts a threshold as met when the goods equal it', () => {
    expect(couponOptions([hundredOff20], sla(10000), 0)[0]?.blocker).toBeNull();
  });

  it('shows coupons above the goods as blocked, the nearest threshold first, after the usable ones', () => {
    const options = couponOptions(coupons, sla(6000), 0);
    expect(options.map((option) => [option.coupon.id, option.blocker, option.discount])).toEqual([
      [16, null, 600],
      [17, null, 500],
      [15, 'threshold', 0],
    ]);
    const blocked = options[2];
    expect(blocked && couponBlockerText(blocked, 6000)).toBe('未满足使用门槛，还差 ¥40.00');
  });

  it('blocks every coupon while a file waits for a manual quote', () => {
    const options = couponOptions(coupons, sla(50000, true), 0);
    expect(options.every((option) => option.blocker === 'manual')).toBe(true);
    const first = options[0];
    expect(first && couponBlockerText(first, 50000)).toBe('含人工报价文件的订单不可用券');
  });

  it('keeps the chosen coupon only while it stays usable', () => {
    expect(usableCouponId(15, couponOptions(coupons, sla(12000), 0))).toBe(15);
    expect(usableCouponId(15, couponOptions(coupons, sla(9999), 0))).toBeNull();
    expect(usableCouponId(99, couponOptions(coupons, sla(12000), 0))).toBeNull();
    expect(usableCouponId(null, couponOptions(coupons, sla(12000), 0))).toBeNull();
  });

  it('takes a percentage of what the member discount left', () => {
    expect(couponOptions([tenPercentFrom50], sla(20000), 400)[0]?.discount).toBe(1960);
  });

  it('blocks a coupon for another kind of order, and one for other processes, saying which', () => {
    const forPrinting = { ...tenPercentFrom50, id: 2, scope: printing };
    const forConsumables = { ...fiveOff, id: 4, scope: { orderKind: 'consumable' as const, processes: [] } };
    const onCnc = couponOptions([forPrinting, forConsumables], { kind: 'customized', processId: 6, goods: 50000, manual: false }, 0);
    expect(onCnc.map((option) => [option.coupon.id, option.blocker])).toEqual([
      [4, 'orderKind'],
      [2, 'process'],
    ]);
    expect(onCnc.map((option) => couponBlockerText(option, 50000))).toEqual(['仅限耗材订单使用', '仅限 SLA 光敏树脂、SLS 尼龙 工艺使用']);
    const onConsumables = couponOptions([forPrinting, forConsumables], { kind: 'consumable', processId: null, goods: 13800, manual: false }, 0);
    expect(onConsumables.map((option) => [option.coupon.id, option.blocker])).toEqual([
      [4, null],
      [2, 'orderKind'],
    ]);
    const blocked = onConsumables[1];
    expect(blocked && couponBlockerText(blocked, 13800)).toBe('仅限定制订单使用');
  });
});

describe('where a coupon may be used, in words', () => {
  it('says the order kind and the processes it names', () => {
    expect(couponScopeText(printing)).toBe('仅限定制订单：SLA 光敏树脂、SLS 尼龙');
    expect(couponScopeText({ orderKind: 'customized', processes: [] })).toBe('仅限定制订单（任意工艺）');
    expect(couponScopeText({ orderKind: 'consumable', processes: [] })).toBe('仅限耗材订单');
    expect(couponScopeText({ orderKind: null, processes: [] })).toBe('定制订单、耗材订单通用');
  });

  it('says nothing when the backend does not say the scope', () => {
    expect(couponScopeText(undefined)).toBeNull();
  });
});
