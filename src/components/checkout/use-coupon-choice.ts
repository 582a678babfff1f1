import { useEffect, useState } from 'react';
import { usableCouponId, type CouponOption } from '~/lib/pricing/coupon-eligibility';

/**
 * The coupon a checkout sends: the one chosen while the goods still meet it. A chosen coupon the
 * goods no longer meet comes off the order (`save(null)`), and `dropped` says so until the
 * customer chooses again. `options` is null until the goods are priced: no coupon is sent before.
 */
export function useCouponChoice(options: readonly CouponOption[] | null, chosen: number | null, save: (couponId: number | null) => void) {
  const [dropped, setDropped] = useState(false);
  const couponId = options ? usableCouponId(chosen, options) : null;
  // Once the order exists its draft is emptied, coupon and all, so nothing is dropped then.
  const drop = options !== null && chosen !== null && couponId === null;
  if (drop && !dropped) setDropped(true);
  useEffect(() => {
    if (drop) save(null);
  }, [drop, save]);

  const choose = (next: number | null) => {
    setDropped(false);
    save(next);
  };

  return { couponId, dropped, choose };
}
