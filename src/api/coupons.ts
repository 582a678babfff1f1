import type { Coupon, CouponCounts, CouponPage, CouponStatus } from './schema.ts';
import { api } from './http.ts';

export interface CouponQuery {
  status: CouponStatus;
  page: number;
  size: number;
}

export const listCoupons = (query: CouponQuery) => api<CouponPage>('/api/shop-coupon', { query: { ...query } });

export const claimCoupon = (id: number) => api<Coupon>(`/api/shop-coupon/${id}`, { method: 'POST' });

export const fetchCouponCounts = () => api<CouponCounts>('/api/shop-coupon/counts');
