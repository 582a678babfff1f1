import type { ReactNode } from 'react';
import { t } from '~/core/messages';
import { formatFen } from '~/lib/format/money';
import { payableText, pendingNote, pricePending, type PendingReason, type PriceState } from '~/components/price/order-price';

export interface PriceRowsProps {
  /** null while there is no price yet: every figure reads —. */
  price: (PriceState & { goods: number; memberDiscount: number; discount: number; shipping: number }) | null;
  /** The level's free-shipping threshold the shipping followed; null when the backend does not say. */
  freeShippingFrom?: number | null;
  /** The coupon's title, when the order names it. */
  couponTitle?: string | null;
  /** Attributes of the goods and the payable figures, for tests (e.g. data-testid). */
  goodsAttrs?: Readonly<Record<string, string>>;
  payableAttrs?: Readonly<Record<string, string>>;
  /** A bigger payable for the checkouts; the order detail keeps it quieter. */
  large?: boolean;
  /** Classes and attributes of the list itself (the checkouts dim it while a new price is asked for). */
  className?: string;
  listAttrs?: Readonly<Record<string, string | boolean>>;
  /** The upload step's estimate says 预估应付 and has no coupon yet. */
  payableLabel?: string;
  withCoupon?: boolean;
  /** The payable changes while the customer works (a checkout, an estimate): screen readers are told the new one. */
  live?: boolean;
  /** Why a pending price waits (an order's detail knows its lines): a file quoted by hand unless said. */
  pendingReason?: PendingReason;
}

/**
 * Goods, member discount, coupon, shipping and payable as one list of figures, the same on the
 * quotation, the consumables checkout and an order's detail. A price still waiting for the
 * engineer's quote shows 价格待定 with the part that is priced, never its partial sum as the payable.
 */
export function PriceRows({ price, freeShippingFrom = null, couponTitle = null, goodsAttrs = {}, payableAttrs = {}, large = true, className = '', listAttrs = {}, payableLabel, withCoupon = true, live = false, pendingReason = 'manual' }: PriceRowsProps) {
  const pending = price !== null && pricePending(price);
  const money = (fen: number | undefined, sign = '') => (price === null || fen === undefined ? '—' : fen > 0 ? `${sign}${formatFen(fen)}` : formatFen(0));
  let shippingNote: string | undefined;
  if (price !== null && freeShippingFrom !== null && !pending) {
    if (freeShippingFrom === 0) shippingNote = t('price.freeShippingAlways');
    else if (price.shipping > 0) shippingNote = t('price.freeShippingFrom', { amount: formatFen(freeShippingFrom) });
  }
  return (
    <div className="flex flex-col gap-2">
      <dl className={`flex flex-col gap-1.5 text-sm ${className}`} {...listAttrs}>
        <Row label={t(pending ? 'price.goodsPriced' : 'price.goods')} value={money(price?.goods)} valueAttrs={goodsAttrs} />
        {price !== null && price.memberDiscount > 0 && <Row label={t('price.memberDiscount')} value={money(price.memberDiscount, '-')} attrs={{ 'data-member-discount': '' }} />}
        {withCoupon && <Row label={couponTitle ? t('price.discountWith', { title: couponTitle }) : t('price.discount')} value={money(price?.discount, '-')} />}
        <Row label={t('price.shipping')} value={pending ? t('price.open') : money(price?.shipping)} note={shippingNote} />
        {/* Live, the row is said whole (label and figure) when the figure changes, without moving focus. */}
        <div className="mt-1 flex items-baseline justify-between gap-2 border-t border-base-300 pt-2" {...(live && { 'aria-live': 'polite', 'aria-atomic': true })} data-payable-row>
          <dt className="font-semibold">{payableLabel ?? t('price.payable')}</dt>
          <dd className={`${large ? 'text-2xl' : 'text-lg'} font-bold text-primary tabular-nums`} {...payableAttrs}>
            {price === null ? '—' : payableText(price)}
          </dd>
        </div>
      </dl>
      {pending && (
        <p className="text-sm text-base-content/80" data-price-pending>
          {pendingNote(pendingReason)}
        </p>
      )}
    </div>
  );
}

interface RowProps {
  label: string;
  value: ReactNode;
  note?: string | undefined;
  attrs?: Readonly<Record<string, string>>;
  valueAttrs?: Readonly<Record<string, string>>;
}

function Row({ label, value, note, attrs = {}, valueAttrs = {} }: RowProps) {
  return (
    <div className="flex items-baseline justify-between gap-2" {...attrs}>
      <dt className="text-base-content/80">
        {label}
        {note && <span className="ms-1 text-xs text-base-content/70">（{note}）</span>}
      </dt>
      <dd className="tabular-nums" {...valueAttrs}>
        {value}
      </dd>
    </div>
  );
}
