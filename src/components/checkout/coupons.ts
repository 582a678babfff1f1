import type { Coupon, CouponCounts, CouponPage, CouponStatus } from '../../wire/coupons.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';

export interface CouponQuery {
  status: CouponStatus;
  page: number;
  size: number;
}

/** Seed call, with our list shape; a backend without coupons (404/501) shows the feature as not offered. */
export const listCoupons = (query: CouponQuery) =>
  api<CouponPage>('/api/shop-coupon', { query: { ...query }, feature: true, expect: isPageOf({ id: 'number', title: 'string', kind: 'string', value: 'number', threshold: 'number', status: 'string' }) });

export const claimCoupon = (id: number) => api<Coupon>(`/api/shop-coupon/${id}`, { method: 'POST' });

/** Our extension: a backend without it (404/501) leaves the counts out, without an error message. */
export const fetchCouponCounts = () =>
  api<CouponCounts>('/api/shop-coupon/counts', { feature: true, expect: has({ claimable: 'number', unused: 'number', used: 'number', expired: 'number' }) });
