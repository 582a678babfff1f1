import { lazy, Suspense } from 'react';
import type { CouponPickerProps } from './coupon-picker/CouponPicker';
import { Loading } from '../../core/ListState';

// The coupon choice and its texts load beside the checkout's first render, so the page's own
// script stays within its weight budget; which coupons apply is decided without them.
const CouponPicker = lazy(async () => ({ default: (await import('./coupon-picker/CouponPicker')).CouponPicker }));

/** The coupon choice of the quotation and the consumables checkout, loaded when it is first shown. */
export function LazyCouponPicker(props: CouponPickerProps) {
  return (
    <Suspense fallback={<Loading rows={2} />}>
      <CouponPicker {...props} />
    </Suspense>
  );
}
