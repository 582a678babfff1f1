import { Fragment, type ReactNode } from 'react';
import { Loading } from '../../core/ListState';

const CARD = 'card bg-base-100 shadow-sm';

export interface CheckoutAsideProps {
  /** The column's accessible name. */
  label: string;
  /** The first price (and the coupons it depends on) is not known yet: the column waits in one skeleton. */
  pricing: boolean;
  /** Read out while it waits. */
  pricingLabel: string;
  /** The coupon choice. */
  coupons: ReactNode;
  /** 费用合计 and 提交订单. */
  totals: ReactNode;
  /** The padding and layout of each card's body. */
  bodyClassName: string;
}

/**
 * The side column of a checkout (quotation step 3, the consumables checkout). It waits in one
 * skeleton until the first price is known, so its figures, notes and coupon list arrive together
 * instead of pushing each other down. On a wide screen the totals lead the column, where the
 * coupon list below them moves nothing already drawn; on a phone (DOM order) the coupons come
 * first and 提交订单 closes the page.
 */
export function CheckoutAside({ label, pricing, pricingLabel, coupons, totals, bodyClassName }: CheckoutAsideProps) {
  return (
    <aside className="flex flex-col gap-6 lg:sticky lg:top-4" aria-label={label}>
      {/* Keyed, so the skeleton's card is never reused (and seen moving) as one of the two that replace it. */}
      {pricing ? (
        <section key="pricing" className={CARD}>
          <div className={bodyClassName}>
            <Loading rows={4} label={pricingLabel} />
          </div>
        </section>
      ) : (
        <Fragment key="priced">
          <section className={`${CARD} lg:order-2`}>
            <div className={bodyClassName}>{coupons}</div>
          </section>
          <section className={`${CARD} lg:order-1`}>
            <div className={bodyClassName}>{totals}</div>
          </section>
        </Fragment>
      )}
    </aside>
  );
}
