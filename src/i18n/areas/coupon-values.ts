/** A coupon's value, threshold and validity, wherever a coupon is shown (coupons, checkouts). */
export const couponValueMessages = {
  'coupon.yuanValue': '¥{yuan}',
  'coupon.foldValue': '{fold}折',
  'coupon.threshold': '满¥{yuan}可用',
  'coupon.noThreshold': '无门槛',
  'coupon.validity': '有效期 {from} 至 {to}',
} as const;
